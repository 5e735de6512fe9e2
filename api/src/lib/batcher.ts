/** What a batch decided for one of its items: its result, or the error that item alone gets. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface BatcherOptions<I> {
  /** The most items one batch takes. */
  maxBatch: number;
  /** Batches running at once. */
  maxRunning: number;
  /**
   * What an item claims (a record, a wallet): no two items sharing a key run in the same batch
   * or in two running batches; the later one waits for the next batch, where it sees the
   * earlier one's effect.
   */
  keysOf: (item: I) => string[];
}

/**
 * Coalesces concurrent calls into batches (group commit, for a hot listing's checkouts;
 * docs/product-rules.md#carbon-credits): the first call runs at once as a batch of one, and calls
 * arriving while batches run queue for the next one, which takes every call waiting, up to
 * `maxBatch`. `run` settles each item of a batch on its own, in the order given; a batch that
 * throws rejects each of its items with that error.
 */
export function createBatcher<I, O>(run: (items: I[]) => Promise<Array<Settled<O>>>, options: BatcherOptions<I>): (item: I) => Promise<O> {
  interface Waiting {
    item: I;
    keys: string[];
    resolve: (value: O) => void;
    reject: (error: unknown) => void;
  }
  const queue: Waiting[] = [];
  const claimed = new Set<string>();
  let running = 0;

  /** The next batch: the oldest waiting items, skipping those whose keys are taken. */
  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    for (let index = 0; index < queue.length && batch.length < options.maxBatch; ) {
      const waiting = queue[index]!;
      if (waiting.keys.some((key) => claimed.has(key))) {
        index += 1;
        continue;
      }
      for (const key of waiting.keys) claimed.add(key);
      batch.push(waiting);
      queue.splice(index, 1);
    }
    return batch;
  }

  async function runBatch(batch: Waiting[]): Promise<void> {
    try {
      const settled = await run(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => {
        const outcome = settled[index];
        if (!outcome) waiting.reject(new Error('the batch settled fewer items than it was given'));
        else if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    } finally {
      for (const waiting of batch) for (const key of waiting.keys) claimed.delete(key);
    }
  }

  function pump(): void {
    while (running < options.maxRunning && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      running += 1;
      void runBatch(batch).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, keys: options.keysOf(item), resolve, reject });
      pump();
    });
}
