import { describe, expect, it } from 'vitest';
import { createBatcher, type Settled } from '../../src/lib/batcher';

interface Item {
  id: number;
  key: string;
}

/** A batcher whose batches are recorded and finish only when the test says so. */
function recordingBatcher(options: { maxBatch: number; maxRunning: number }) {
  const batches: Item[][] = [];
  const finishers: Array<() => void> = [];
  const call = createBatcher<Item, number>(
    async (items) => {
      batches.push(items);
      await new Promise<void>((resolve) => finishers.push(resolve));
      return items.map((item): Settled<number> => (item.id < 0 ? { ok: false, error: new Error(`refused ${item.id}`) } : { ok: true, value: item.id * 10 }));
    },
    { ...options, keysOf: (item) => [item.key] },
  );
  const finishNext = async () => {
    finishers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { call, batches, finishNext };
}

const ids = (batch: Item[] | undefined) => batch?.map((item) => item.id);

describe('createBatcher', () => {
  it('should run the first call at once and gather the calls arriving meanwhile into the next batch', async () => {
    const { call, batches, finishNext } = recordingBatcher({ maxBatch: 10, maxRunning: 1 });
    const results = [1, 2, 3, 4].map((id) => call({ id, key: `k${id}` }));
    expect(batches.map(ids)).toEqual([[1]]);
    await finishNext();
    expect(batches.map(ids)).toEqual([[1], [2, 3, 4]]);
    await finishNext();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40]);
  });

  it('should settle each item on its own: one refused, the others served', async () => {
    const { call, finishNext } = recordingBatcher({ maxBatch: 10, maxRunning: 1 });
    const first = call({ id: 1, key: 'a' });
    const refused = call({ id: -2, key: 'b' }).catch((error: Error) => error.message);
    const served = call({ id: 3, key: 'c' });
    await finishNext();
    await finishNext();
    expect(await first).toBe(10);
    expect(await refused).toBe('refused -2');
    expect(await served).toBe(30);
  });

  it('should keep two items with the same key out of one batch, and out of two running at once', async () => {
    const { call, batches, finishNext } = recordingBatcher({ maxBatch: 10, maxRunning: 2 });
    const results = [
      call({ id: 1, key: 'record-1' }),
      call({ id: 2, key: 'record-1' }),
      call({ id: 3, key: 'record-2' }),
      call({ id: 4, key: 'record-1' }),
    ];
    // The second running batch skips 2 (its key runs in the first) and takes 3.
    expect(batches.map(ids)).toEqual([[1], [3]]);
    await finishNext();
    expect(batches.map(ids)).toEqual([[1], [3], [2]]);
    await finishNext();
    await finishNext();
    expect(batches.map(ids)).toEqual([[1], [3], [2], [4]]);
    await finishNext();
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40]);
  });

  it('should take at most maxBatch items a batch, oldest first', async () => {
    const { call, batches, finishNext } = recordingBatcher({ maxBatch: 2, maxRunning: 1 });
    const results = [1, 2, 3, 4, 5].map((id) => call({ id, key: `k${id}` }));
    await finishNext();
    await finishNext();
    await finishNext();
    expect(batches.map(ids)).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(results)).toEqual([10, 20, 30, 40, 50]);
  });

  it('should reject every item of a batch that throws, and go on with the next', async () => {
    let calls = 0;
    const call = createBatcher<Item, number>(
      async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('connection lost');
        return items.map((item) => ({ ok: true, value: item.id }));
      },
      { maxBatch: 10, maxRunning: 1, keysOf: (item) => [item.key] },
    );
    const failed = call({ id: 1, key: 'a' }).catch((error: Error) => error.message);
    const later = call({ id: 2, key: 'a' });
    expect(await failed).toBe('connection lost');
    expect(await later).toBe(2);
  });
});
