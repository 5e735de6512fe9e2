import { act, renderHook, waitFor } from '@testing-library/react';
import { loadAhead, useLoaded } from './use-loaded';

const module = { default: () => null };

/** A load that waits for the test to settle it. */
function held() {
  let fail!: (error: Error) => void;
  const promise = new Promise<typeof module>((_, reject) => {
    fail = reject;
  });
  return { promise, fail };
}

describe('useLoaded after loadAhead', () => {
  it("should give a load ahead's failure to the first screen asking, without loading again; then load afresh", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    await expect(loadAhead('ahead/Failed', load)).rejects.toThrow('offline');

    const first = renderHook(() => {
      try {
        return useLoaded('ahead/Failed', load);
      } catch (error) {
        return error as Error;
      }
    });
    await waitFor(() => expect(first.result.current).toEqual(new Error('offline')));
    expect(load).toHaveBeenCalledTimes(1);

    // Retry: a later screen loads again.
    const retried = renderHook(() => useLoaded('ahead/Failed', load));
    await waitFor(() => expect(retried.result.current).toBe(module.default));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should not keep a failure a screen already met while the load was in flight', async () => {
    const slow = held();
    const load = vi.fn().mockReturnValueOnce(slow.promise).mockResolvedValue(module);
    const ahead = loadAhead('ahead/Joined', load);
    const joined = renderHook(() => {
      try {
        return useLoaded('ahead/Joined', load);
      } catch (error) {
        return error as Error;
      }
    });
    await act(async () => {
      slow.fail(new Error('timed out'));
      await ahead.catch(() => undefined);
    });
    await waitFor(() => expect(joined.result.current).toEqual(new Error('timed out')));

    const retried = renderHook(() => useLoaded('ahead/Joined', load));
    await waitFor(() => expect(retried.result.current).toBe(module.default));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
