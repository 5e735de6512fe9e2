import type { Checkout, MonthlyOffset, OperationalData } from '@commons/shared/schemas';
import { idOf } from '../../db/raw';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';
import { configuredOrigin } from '../notices/recipients';
import { createBatcher } from '../../lib/batcher';
import { runCheckoutBatch } from './checkout-batch';
import type { CheckoutOrder, OffsetOrder } from './checkout-decisions';
import { detailedEstimateOf, toOperationalData } from './records';

export type Purchases = ReturnType<typeof createPurchases>;

/**
 * The most checkouts one transaction serves: 1,000 buyers at once are two batches besides the
 * first two, which overlap best (measured against 100 to 350, bench/README.md "hot listing").
 */
const checkoutBatchSize = 500;

/**
 * Buying and retiring credits for a record, a year's checkout or a month's offset, each served
 * in a batch's transaction that locks the record, then the wallet, then the listing (always in
 * that order, so concurrent purchases queue instead of deadlocking): a listing is never
 * oversold, no serial is issued twice, and a repeated request finds the record already bought
 * (or its month offset) and is refused before any money moves.
 */
export function createPurchases(
  { db, config, jobs, factorSets }: Pick<ServiceDeps, 'db' | 'jobs' | 'factorSets'> & Partial<Pick<ServiceDeps, 'config'>>,
  clock: () => Date = () => new Date(),
) {
  // Buyers arriving while a batch runs are served together by the next (group commit): one
  // transaction and a dozen statements for the lot (bench/README.md, "hot listing").
  const purchases = createBatcher<CheckoutOrder | OffsetOrder, OperationalData>(
    async (orders) =>
      (await runCheckoutBatch(db, orders, { jobs, clock })).map((settled) =>
        settled.ok ? { ok: true, value: toOperationalData(settled.value.record, settled.value.retirements, factorSets) } : settled,
      ),
    {
      maxBatch: checkoutBatchSize,
      maxRunning: 2,
      // A record bought or offset twice at once (a double click) or one wallet paying twice is
      // served one batch after the other, so the second sees the first's effect.
      keysOf: ({ account, input }) => [`record:${idOf(input.operationalDataId)}`, `wallet:${account.ownerId}`],
    },
  );
  return {
    /**
     * Buys and retires what the record still needs (`remainingNeed`), or the quantity the buyer
     * confirmed (at least that need, or the need by the detailed estimate),
     * from the listing the popup showed (the FIFO one or the project chosen), served with the
     * purchases arriving meanwhile (`runCheckoutBatch`); the receipt, certificate attached, is
     * sent as a job in the same transaction. `origin`: the site's address.
     */
    checkout: (account: Account, input: Checkout, origin = configuredOrigin(config)): Promise<OperationalData> =>
      purchases({ kind: 'CHECKOUT', account, input, origin, detailedTonnes: (record) => detailedEstimateOf(record, factorSets).totalTonnes }),

    /** Retires a twelfth of the year's estimate from the FIFO listing, served and receipted as a checkout is. */
    monthlyOffset: (account: Account, input: MonthlyOffset, origin = configuredOrigin(config)): Promise<OperationalData> =>
      purchases({ kind: 'MONTHLY_OFFSET', account, input, origin }),
  };
}
