import { remotesReady, type Registry } from '../remotes/registry';

vi.mock('../remotes/registry', () => ({ remotesReady: vi.fn() }));

const registry: Registry = { remotes: [] };

// The promise is kept for the page load: each test takes a fresh module.
const freshSiteRegistry = async () => {
  vi.resetModules();
  return (await import('./site-registry')).siteRegistry;
};

describe('siteRegistry', () => {
  it('should ask for the registry once and give every render the same promise', async () => {
    vi.mocked(remotesReady).mockResolvedValue(registry);
    const siteRegistry = await freshSiteRegistry();
    const first = siteRegistry();
    expect(siteRegistry()).toBe(first);
    await expect(first).resolves.toBe(registry);
    expect(remotesReady).toHaveBeenCalledTimes(1);
  });

  it('should give null when no registry can be had', async () => {
    vi.mocked(remotesReady).mockImplementation(() => Promise.reject(new Error('offline, and none saved')));
    const siteRegistry = await freshSiteRegistry();
    await expect(siteRegistry()).resolves.toBeNull();
  });

  it("should leave React's bookkeeping on the promise to React", async () => {
    // React's `use` writes `status` and `value` on a promise it reads; they are its own, not ours.
    vi.mocked(remotesReady).mockResolvedValue(registry);
    const asked = (await freshSiteRegistry())();
    await asked;
    expect(Object.keys(asked)).toEqual([]);
  });
});
