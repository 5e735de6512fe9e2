import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRegistry, registryUrl, remotesReady, savedRegistryKey } from './registry';

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
});
