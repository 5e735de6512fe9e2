import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registryElementId, rolloutClientKey } from '@commons/shared/domain';
import { canaryKey } from './canary';
import { canaryRefusal, fetchRegistry, registryRequestUrl, registryUrl, remotesReady, savedRegistryKey } from './registry';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn() }));

const client = '0f8fad5b-d9cb-469f-a165-70867728950e';
const withClient = `${registryUrl}?client=${client}`;

const live = {
  remotes: [
    { name: 'account', version: '1.0.0+ab12cd34', entry: '/remotes/account/1.0.0+ab12cd34/mf-manifest.json', channel: 'live', screens: [] },
    { name: 'carbon', version: '1.1.0+99aa00bb', entry: '/remotes/carbon/1.1.0+99aa00bb/mf-manifest.json', channel: 'rollout', screens: [] },
  ],
};

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('registry', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(rolloutClientKey, client);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it.each([
    [[], null, registryUrl],
    [[], client, withClient],
    [['carbon@1.2.0+cc00dd11', 'wallet@2.0.0'], null, `${registryUrl}?remote=carbon%401.2.0%2Bcc00dd11&remote=wallet%402.0.0`],
    [['carbon@1.2.0'], client, `${registryUrl}?remote=carbon%401.2.0&client=${client}`],
  ])('should address canaries %j and client %s as %s', (canaries, id, url) => {
    expect(registryRequestUrl(canaries, id)).toBe(url);
  });

  it("should fetch this browser's registry past every cache, with its rollout id, and remember it", async () => {
    fetchMock.mockResolvedValue(reply(live));
    await expect(fetchRegistry()).resolves.toEqual(live);
    expect(fetchMock).toHaveBeenCalledWith(withClient, expect.objectContaining({ cache: 'no-store' }));
    expect(JSON.parse(localStorage.getItem(savedRegistryKey)!)).toEqual(live);
  });

  it('should read a registry saved before channels existed as the live one', async () => {
    const { channel: _account, ...account } = live.remotes[0]!;
    localStorage.setItem(savedRegistryKey, JSON.stringify({ remotes: [account] }));
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(fetchRegistry()).resolves.toEqual({ remotes: [{ ...account, channel: 'live', screens: [] }] });
  });

  it('should fall back, quietly, to the last registry this browser saw', async () => {
    localStorage.setItem(savedRegistryKey, JSON.stringify(live));
    fetchMock.mockResolvedValueOnce(reply({ message: 'down' }, 503));
    await expect(fetchRegistry()).resolves.toEqual(live);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(fetchRegistry()).resolves.toEqual(live);
    fetchMock.mockResolvedValueOnce(reply({ remotes: 'nonsense' }));
    await expect(fetchRegistry()).resolves.toEqual(live);
    expect(canaryRefusal()).toBeNull();
  });

  describe('written into the page', () => {
    const writeIntoPage = (text: string) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = registryElementId;
      element.textContent = text;
      document.head.append(element);
    };
    const everyBrowsers = { remotes: [{ ...live.remotes[0]!, channel: 'live', screens: [] }] };

    it('should use it without asking the server, remember it, and ask the server the next time', async () => {
      writeIntoPage(JSON.stringify(everyBrowsers));
      fetchMock.mockResolvedValue(reply(live));
      await expect(fetchRegistry()).resolves.toEqual(everyBrowsers);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(JSON.parse(localStorage.getItem(savedRegistryKey)!)).toEqual(everyBrowsers);
      expect(document.getElementById(registryElementId)).toBeNull();
      // Retry after a remote failed: the server is asked afresh, a switch since then included.
      await expect(fetchRegistry()).resolves.toEqual(live);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it.each([['not json'], [JSON.stringify({ remotes: 'nonsense' })]])('should ask the server when it is unreadable: %s', async (text) => {
      writeIntoPage(text);
      fetchMock.mockResolvedValue(reply(live));
      await expect(fetchRegistry()).resolves.toEqual(live);
      expect(fetchMock).toHaveBeenCalledWith(withClient, expect.objectContaining({ cache: 'no-store' }));
    });

    it("should ask for a tab's canaries first, and fall back to it when they are refused", async () => {
      writeIntoPage(JSON.stringify(everyBrowsers));
      fetchMock.mockResolvedValueOnce(reply({ message: 'carbon 9.0.0 is not published' }, 400));
      await expect(fetchRegistry(['carbon@9.0.0'])).resolves.toEqual(everyBrowsers);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
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
      remotes: [
        { name: 'carbon', version: '1.2.0+cc00dd11', entry: '/remotes/carbon/1.2.0+cc00dd11/mf-manifest.json', channel: 'canary', screens: [] },
      ],
    };

    it('should ask for the canary versions by name only, and not remember them for the browser', async () => {
      fetchMock.mockResolvedValue(reply(canary));
      await expect(fetchRegistry(['carbon@1.2.0+cc00dd11', 'wallet@2.0.0'])).resolves.toEqual(canary);
      expect(fetchMock).toHaveBeenCalledWith(
        `${registryUrl}?remote=carbon%401.2.0%2Bcc00dd11&remote=wallet%402.0.0&client=${client}`,
        expect.objectContaining({ cache: 'no-store' }),
      );
      expect(localStorage.getItem(savedRegistryKey)).toBeNull();
    });

    it("should keep the server's refusal for the banner and load the live site", async () => {
      const message = 'carbon 9.0.0 is not published; only published versions can be tried as a canary';
      fetchMock.mockResolvedValueOnce(reply({ message }, 400)).mockResolvedValueOnce(reply(live));
      await expect(fetchRegistry(['carbon@9.0.0'])).resolves.toEqual(live);
      expect(canaryRefusal()).toBe(message);
      expect(fetchMock).toHaveBeenLastCalledWith(withClient, expect.anything());
    });

    it('should load the last live registry when the canary request cannot reach the server', async () => {
      localStorage.setItem(savedRegistryKey, JSON.stringify(live));
      vi.spyOn(console, 'error').mockImplementation(() => {});
      fetchMock.mockRejectedValue(new TypeError('offline'));
      await expect(fetchRegistry(['carbon@1.2.0'])).resolves.toEqual(live);
      expect(canaryRefusal()).toBeNull();
    });

    it("should register the tab's remembered canaries", async () => {
      sessionStorage.setItem(canaryKey, JSON.stringify(['carbon@1.2.0+cc00dd11']));
      fetchMock.mockResolvedValue(reply(canary));
      // A fresh page load: the registration of the tests above is kept per module instance.
      vi.resetModules();
      const fresh = await import('./registry');
      const runtime = await import('@module-federation/enhanced/runtime');
      await fresh.remotesReady();
      expect(fetchMock).toHaveBeenCalledWith(`${registryUrl}?remote=carbon%401.2.0%2Bcc00dd11&client=${client}`, expect.anything());
      expect(runtime.registerRemotes).toHaveBeenLastCalledWith([
        { name: 'carbon', entry: '/remotes/carbon/1.2.0+cc00dd11/mf-manifest.json' },
      ]);
      expect(fresh.registryEntryOf('carbon')).toMatchObject({ version: '1.2.0+cc00dd11', channel: 'canary', screens: [] });
    });

    it('should register a failed remote again, forcing the runtime to forget it', async () => {
      vi.resetModules();
      const fresh = await import('./registry');
      const runtime = await import('@module-federation/enhanced/runtime');
      fetchMock.mockResolvedValue(reply(live));
      await fresh.remotesReady();
      fresh.reregisterRemote('carbon');
      expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
        [{ name: 'carbon', entry: '/remotes/carbon/1.1.0+99aa00bb/mf-manifest.json' }],
        { force: true },
      );
    });
  });
});
