import { remotesReady, type Registry } from '../remotes/registry';

vi.mock('../remotes/registry', () => ({ remotesReady: vi.fn() }));

const registry: Registry = { remotes: [] };

// The promise is kept for the page load: each test takes a fresh module.
const freshPageLoadRegistry = async () => {
  vi.resetModules();
  return (await import('./page-load-registry')).pageLoadRegistry;
};

describe('pageLoadRegistry', () => {
  it('should ask for the registry once and give every render the same promise', async () => {
    vi.mocked(remotesReady).mockResolvedValue(registry);
    const pageLoadRegistry = await freshPageLoadRegistry();
    const first = pageLoadRegistry();
    expect(pageLoadRegistry()).toBe(first);
    await expect(first).resolves.toBe(registry);
    expect(remotesReady).toHaveBeenCalledTimes(1);
  });

  it('should give null when no registry can be had', async () => {
    vi.mocked(remotesReady).mockImplementation(() => Promise.reject(new Error('offline, and none saved')));
    const pageLoadRegistry = await freshPageLoadRegistry();
    await expect(pageLoadRegistry()).resolves.toBeNull();
  });

  it("should leave React's bookkeeping on the promise to React", async () => {
    // React's `use` writes `status` and `value` on a promise it reads; they are its own, not ours.
    vi.mocked(remotesReady).mockResolvedValue(registry);
    const asked = (await freshPageLoadRegistry())();
    await asked;
    expect(Object.keys(asked)).toEqual([]);
  });
});
