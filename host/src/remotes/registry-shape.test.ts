import { readRegistry, RegistryShapeError } from './registry-shape';

const screen = { path: '/wallet', page: 'WalletPage', frame: 'site', title: 'Wallet', access: { guard: 'signed-in', rule: { menu: 'WALLET' } } };
const remote = { name: 'wallet', version: '1.4.0', entry: '/remotes/wallet/1.4.0/mf-manifest.json', channel: 'rollout', screens: [screen] };

describe('reading the registry', () => {
  it('should keep the fields the host builds routes from and drop the rest', () => {
    const sidebar = { label: 'Wallet', order: 3 };
    const registry = readRegistry({
      remotes: [{ ...remote, extra: 1, screens: [{ ...screen, description: 'Money in and out', sidebar, rules: ['x'] }] }],
      servedAt: 'now',
    });
    expect(registry).toEqual({ remotes: [{ ...remote, screens: [{ ...screen, description: 'Money in and out', sidebar }] }] });
  });

  it('should take a remote saved before channels existed for a live one', () => {
    const { channel: _channel, ...saved } = remote;
    expect(readRegistry({ remotes: [saved] }).remotes[0]!.channel).toBe('live');
  });

  it.each([
    [null, "The registry's top is not an object with a list of remotes"],
    [{ remotes: {} }, "The registry's top is not an object with a list of remotes"],
    [{ remotes: [{ ...remote, screens: undefined }] }, "The registry's remotes[0].screens is not a list"],
    [{ remotes: [{ ...remote, version: 2 }] }, "The registry's remotes[0].version is not a string"],
    [{ remotes: [{ ...remote, channel: 'beta' }] }, "The registry's remotes[0].channel is not one of live, rollout, canary, dev"],
    [{ remotes: [{ ...remote, screens: [{ ...screen, frame: 'popup' }] }] }, "The registry's remotes[0].screens[0].frame is not one of site, bare, console"],
    [{ remotes: [{ ...remote, screens: [{ ...screen, access: {} }] }] }, "The registry's remotes[0].screens[0].access is not an access rule"],
    [{ remotes: [{ ...remote, screens: [{ ...screen, sidebar: { label: 'Wallet' } }] }] }, "The registry's remotes[0].screens[0].sidebar is not a label and an order"],
    [{ remotes: [{ ...remote, screens: [{ ...screen, description: 7 }] }] }, "The registry's remotes[0].screens[0].description is not a string"],
  ])('should refuse %j', (input, message) => {
    expect(() => readRegistry(input)).toThrow(new RegistryShapeError(message));
  });
});
