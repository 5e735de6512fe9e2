import { describe, expect, it } from 'vitest';
import { createPageRegistry } from '../../../src/routes/site/page-registry';

describe('the registry written into a page', () => {
  it('should escape every < so no text in it can end its element', async () => {
    const hostile = { name: 'account' as const, version: '</script><script>alert(1)</script>', entry: '/x', channel: 'live' as const };
    const tag = await createPageRegistry({ forEveryBrowser: async () => ({ remotes: [hostile] }) })('/login');
    expect(tag.match(/<\/script>/g)).toEqual(['</script>']);
    expect(JSON.parse(/>(.*)<\/script>$/.exec(tag)![1]!)).toEqual({ remotes: [hostile] });
  });

  it('should write nothing while browsers get different registries', async () => {
    expect(await createPageRegistry({ forEveryBrowser: async () => null })('/login')).toBe('');
  });
});
