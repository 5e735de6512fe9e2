import { describe, expect, it } from 'vitest';
import type { Serving } from '../../../src/releases/serving';
import { registryScript } from '../../../src/site/registry-script';

/** What a remote serves, as `serving` reads it: only the fields the registry uses. */
/** Every version declares one screen. */
const screens = async () => [{ path: '/login', page: 'LoginPage', access: { guard: 'public' as const }, frame: 'site' as const, title: 'Sign in', calls: [] }];

const serves = (version: string, rollout: string | null = null) =>
  ({ name: 'account', live: { version }, rollout: rollout && { version: rollout, percent: 50 } }) as unknown as Serving;

describe('the registry written into a page', () => {
  it('should escape every < so no text in it can end its element', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const tag = await registryScript([serves(hostile)], screens);
    expect(tag.match(/<\/script>/g)).toEqual(['</script>']);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(tag)![1]!)).toEqual({
      remotes: [
        { name: 'account', version: hostile, entry: `/remotes/account/${hostile}/mf-manifest.json`, channel: 'live', screens: await screens() },
      ],
    });
  });

  it('should write nothing while browsers get different registries', async () => {
    expect(await registryScript([serves('1.0.0', '1.1.0')], screens)).toBe('');
  });
});
