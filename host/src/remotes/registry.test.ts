import { registerRemotes } from '@module-federation/enhanced/runtime';
import { canaryKey } from './canary';
import { CanaryRefusedError, fetchRegistry, registryUrl, remotesReady, savedRegistryKey } from './registry';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn() }));

const live = {
  remotes: [
    { name: 'account', version: '1.0.0+ab12cd34', entry: '/remotes/account/1.0.0+ab12cd34/mf-manifest.json' },
    { name: 'carbon', version: '1.1.0+99aa00bb', entry: '/remotes/carbon/1.1.0+99aa00bb/mf-manifest.json' },
  ],
};

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('registry', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('should fetch the live registry past every cache and remember it', async () => {
    fetchMock.mockResolvedValue(reply(live));
    await expect(fetchRegistry()).resolves.toEqual(live);
    expect(fetchMock).toHaveBeenCalledWith(registryUrl, expect.objectContaining({ cache: 'no-store' }));
    expect(JSON.parse(localStorage.getItem(savedRegistryKey)!)).toEqual(live);
  });

  it('should fall back to the last registry this browser saw', async () => {
    localStorage.setItem(savedRegistryKey, JSON.stringify(live));
    fetchMock.mockResolvedValueOnce(reply({ message: 'down' }, 503));
    await expect(fetchRegistry()).resolves.toEqual(live);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(fetchRegistry()).resolves.toEqual(live);
    fetchMock.mockResolvedValueOnce(reply({ remotes: 'nonsense' }));
    await expect(fetchRegistry()).resolves.toEqual(live);
  });

  it('should fail when the registry is unreachable and none was ever seen', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(fetchRegistry()).rejects.toThrow('offline');
  });

  it('should register every remote by its manifest, and try again after a failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(remotesReady()).rejects.toThrow();
    fetchMock.mockResolvedValue(reply(live));
    await remotesReady();
    await remotesReady();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'account', entry: '/remotes/account/1.0.0+ab12cd34/mf-manifest.json' },
      { name: 'carbon', entry: '/remotes/carbon/1.1.0+99aa00bb/mf-manifest.json' },
    ]);
  });

  describe('with canaries', () => {
    const canary = {
      remotes: [{ name: 'carbon', version: '1.2.0+cc00dd11', entry: '/remotes/carbon/1.2.0+cc00dd11/mf-manifest.json' }],
    };

    it('should ask for the canary versions by name only, and not remember them for the browser', async () => {
      fetchMock.mockResolvedValue(reply(canary));
      await expect(fetchRegistry(['carbon@1.2.0+cc00dd11', 'wallet@2.0.0'])).resolves.toEqual(canary);
      expect(fetchMock).toHaveBeenCalledWith(
        `${registryUrl}?remote=carbon%401.2.0%2Bcc00dd11&remote=wallet%402.0.0`,
        expect.objectContaining({ cache: 'no-store' }),
      );
      expect(localStorage.getItem(savedRegistryKey)).toBeNull();
    });

    it("should report the server's refusal instead of falling back to the live versions", async () => {
      localStorage.setItem(savedRegistryKey, JSON.stringify(live));
      const message = 'carbon 9.0.0 is not published; only published versions can be tried as a canary';
      fetchMock.mockResolvedValue(reply({ message }, 400));
      const refused = fetchRegistry(['carbon@9.0.0']);
      await expect(refused).rejects.toThrow(CanaryRefusedError);
      await expect(refused).rejects.toThrow('carbon 9.0.0 is not published');
    });

    it("should register the tab's remembered canaries", async () => {
      sessionStorage.setItem(canaryKey, JSON.stringify(['carbon@1.2.0+cc00dd11']));
      fetchMock.mockResolvedValue(reply(canary));
      // A fresh page load: the registration of the tests above is kept per module instance.
      vi.resetModules();
      const fresh = await import('./registry');
      const runtime = await import('@module-federation/enhanced/runtime');
      await fresh.remotesReady();
      expect(fetchMock).toHaveBeenCalledWith(`${registryUrl}?remote=carbon%401.2.0%2Bcc00dd11`, expect.anything());
      expect(runtime.registerRemotes).toHaveBeenLastCalledWith([
        { name: 'carbon', entry: '/remotes/carbon/1.2.0+cc00dd11/mf-manifest.json' },
      ]);
    });
  });
});
