import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  badgeFor,
  carbonActionFor,
  checkoutStatuses,
  monthlyOffsetTonnes,
  monthsPerYear,
  purchaseCents,
  type RetirementKind,
} from '@commons/shared/domain';
import type { Checkout, MonthlyOffset, OperationalData } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { idOf, rowsOf } from '../../db/raw';
import type { JobSender } from '../../jobs/engine';
import {
  operationalData,
  retirements,
  type ListingRow,
  type OperationalDataRow,
} from '../../db/schema';
import { conflict } from '@commons/server-kernel/errors';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';
import { configuredOrigin } from '../notices/recipients';
import { payCheckout } from '../wallet/checkouts';
import { createBatcher } from '../../lib/batcher';
import { runCheckoutBatch } from './checkout-batch';
import type { CheckoutOrder } from './checkout-decisions';
import { certifiedCheckout, refuseWhilePlanned } from './checkout-rules';
import { fifoListing, ListingMoved, noListingFor, retryWhenListingMoved, serialsTaken } from './listings';
import { boughtByOf, peopleOf, queuePurchaseReceipt } from './purchase-receipt';
import { lockRecord, replyAfterRetiring } from './records';

export type Purchases = ReturnType<typeof createPurchases>;

/**
 * The most checkouts one transaction serves: 1,000 buyers at once are two batches besides the
 * first two, which overlap best (measured against 100 to 350, bench/README.md "hot listing").
 */
const checkoutBatchSize = 500;

/** Why a record offers no monthly Offset. */
function refuseOffset(record: OperationalDataRow, now: Date): never {
  if (!checkoutStatuses.includes(record.status)) throw conflict(`Operational data for ${record.year} was ${record.status}`);
  if (record.badge !== 'GRAY') throw conflict(`The emissions of ${record.year} are already offset`);
  if (record.credits === 0) throw conflict(`Buy the credits of ${record.year} before offsetting it monthly`);
  if (record.year === now.getFullYear()) throw conflict(`${record.year} can be offset monthly once the year is over`);
  throw conflict(`All ${monthsPerYear} monthly offsets of ${record.year} are done`);
}

export interface Retirement {
  kind: RetirementKind;
  /** The site's address, for the receipt's links and the attached certificate's. */
  origin: string;
  record: OperationalDataRow;
  /** The listing as the caller read it (not locked): its prices are what the buyer pays. */
  listing: ListingRow;
  quantity: number;
  /** The month a monthly plan pays for (`2026-12`), for a plan's retirement. */
  planMonth?: string;
}

/** What a retirement came to: the checkout that names its certificate, what it cost, and when. */
export interface Retired {
  checkoutId: string;
  quantity: number;
  chargedCents: number;
  retiredAt: Date;
}

/** A retirement's row but for what the listing decides: its serials and when. */
interface RetirementValues {
  id: string;
  ownerId: string;
  createdBy: string;
  operationalDataId: string;
  kind: RetirementKind;
  amountCents: number;
  feeCents: number;
  beneficiary: string;
}

/**
 * Takes the listing's serials (`serialsTaken`) and inserts the retirement that holds them, in
 * one statement: the listing's row is locked from here to the commit, so every round trip saved
 * here is one less that the next buyer of the listing waits for. Undefined when the listing
 * moved (nothing is written then).
 */
async function takeSerialsAndRecord(
  tx: Database,
  listing: ListingRow,
  quantity: number,
  values: RetirementValues,
): Promise<{ serialStart: number; retiredAt: Date } | undefined> {
  const [row] = await rowsOf<{ serial_start: number | string; retired_at: Date | string }>(
    tx,
    sql`with taken as ${serialsTaken(tx, listing, quantity)}
    insert into ${retirements} (id, owner_id, created_by, operational_data_id, listing_id, kind, quantity,
      serial_start, serial_end, amount_cents, fee_cents, beneficiary)
    select ${values.id}::uuid, ${values.ownerId}::uuid, ${values.createdBy}::uuid, ${values.operationalDataId}::uuid,
      ${listing.id}::uuid, ${values.kind}, ${quantity}::int, serial_start, serial_start + ${quantity}::int - 1,
      ${values.amountCents}::bigint, ${values.feeCents}::bigint, ${values.beneficiary}
    from taken
    returning serial_start, retired_at`,
  );
  return row && { serialStart: Number(row.serial_start), retiredAt: new Date(row.retired_at) };
}

/**
 * Inside the caller's transaction, with the record locked: pays from the wallet (which it
 * locks; too little money refuses with 409 and the transaction rolls back), takes the
 * listing's next serials and records the retirement with its receipt. The listing comes last
 * (`takeSerialsAndRecord`), so concurrent buyers of one listing queue only for the statements after it;
 * a listing that moved since the caller read it throws ListingMoved and nothing commits.
 * Monthly plans retire through it too.
 */
export async function retire(tx: Database, jobs: JobSender, account: Account, retirement: Retirement): Promise<Retired> {
  const { kind, record, listing, quantity } = retirement;
  const checkoutId = randomUUID();
  const { creditsCents: amountCents, feeCents } = purchaseCents(listing.unitPriceCents, listing.markUpPriceCents, quantity);
  const paid = await payCheckout(tx, {
    walletId: account.ownerId,
    checkoutId,
    checkoutType: certifiedCheckout,
    quantity,
    amountCents,
    feeCents,
  });
  const people = await peopleOf(tx, [account.ownerId, account.callerId]);
  const owner = people.get(account.ownerId);
  const boughtBy = boughtByOf(account, people);

  const retired = await takeSerialsAndRecord(tx, listing, quantity, {
    id: checkoutId,
    ownerId: account.ownerId,
    createdBy: account.callerId,
    operationalDataId: record.id,
    kind,
    amountCents,
    feeCents,
    beneficiary: owner?.name ?? '',
  });
  if (!retired) throw new ListingMoved(quantity);
  const { serialStart, retiredAt } = retired;
  if (owner) {
    const recipient = { individualId: account.ownerId, email: owner.email, name: owner.name };
    await queuePurchaseReceipt(tx, jobs, recipient, {
      ...retirement,
      checkoutId,
      serialStart,
      amountCents,
      feeCents,
      balanceAfterCents: paid.balanceAfterCents,
      retiredAt,
      boughtBy,
    });
  }
  return { checkoutId, quantity, chargedCents: amountCents + feeCents, retiredAt };
}

/**
 * Saves the record's new numbers and badge under its lock, before the retirement that pays for
 * them, so that the listing's lock, taken last, is held for less.
 */
export async function saveRecord(tx: Database, record: OperationalDataRow, changes: Partial<OperationalDataRow>): Promise<OperationalDataRow> {
  const next = { ...record, ...changes };
  const [saved] = await tx
    .update(operationalData)
    .set({ ...changes, badge: badgeFor(next) })
    .where(eq(operationalData.id, record.id))
    .returning();
  if (!saved) throw new Error(`operational data ${record.id} vanished under its lock`);
  return saved;
}

/**
 * Buying and retiring credits for a record, each in one transaction that locks the record, then
 * the wallet, then the listing (always in that order, so concurrent purchases queue instead of
 * deadlocking): a listing is never oversold, no serial is issued twice, and a repeated request
 * finds the record already bought and is refused before any money moves.
 */
export function createPurchases(
  { db, config, jobs, factorSets }: Pick<ServiceDeps, 'db' | 'jobs' | 'factorSets'> & Partial<Pick<ServiceDeps, 'config'>>,
  clock: () => Date = () => new Date(),
) {
  // Buyers arriving while a batch runs are served together by the next (group commit): one
  // transaction and a dozen statements for the lot (bench/README.md, "hot listing").
  const checkouts = createBatcher<CheckoutOrder, OperationalData>(
    (orders) => runCheckoutBatch(db, orders, { jobs, factorSets, clock }),
    {
      maxBatch: checkoutBatchSize,
      maxRunning: 2,
      // A record bought twice at once (a double click) or one wallet paying twice is served one
      // batch after the other, so the second sees the first's effect.
      keysOf: ({ account, input }) => [`record:${idOf(input.operationalDataId)}`, `wallet:${account.ownerId}`],
    },
  );
  return {
    /**
     * Buys and retires the record's required quantity, or the larger quantity the buyer chose,
     * from the listing the popup showed (the FIFO one or the project chosen), served with the
     * checkouts arriving meanwhile (`runCheckoutBatch`); the receipt, certificate attached, is
     * sent as a job in the same transaction. `origin`: the site's address.
     */
    checkout: (account: Account, input: Checkout, origin = configuredOrigin(config)): Promise<OperationalData> =>
      checkouts({ account, input, origin }),

    /** Retires a twelfth of the year's estimate from the FIFO listing, with its receipt as a checkout's. */
    monthlyOffset: (account: Account, input: MonthlyOffset, origin = configuredOrigin(config)): Promise<OperationalData> =>
      retryWhenListingMoved(() =>
        db.transaction(async (tx) => {
          const record = await lockRecord(tx, account, input.operationalDataId);
          const now = clock();
          const allowed =
            checkoutStatuses.includes(record.status) &&
            carbonActionFor(record, now) === 'offset' &&
            record.monthlyOffsetsDone < monthsPerYear;
          if (!allowed) refuseOffset(record, now);
          await refuseWhilePlanned(tx, record);
          const quantity = monthlyOffsetTonnes(record.estimatedEmissions);
          const listing = await fifoListing(tx, quantity);
          if (!listing) throw noListingFor(quantity);
          const saved = await saveRecord(tx, record, { offsets: record.offsets + quantity, monthlyOffsetsDone: record.monthlyOffsetsDone + 1 });
          const reply = await replyAfterRetiring(tx, saved, factorSets);
          return reply(await retire(tx, jobs, account, { kind: 'MONTHLY_OFFSET', origin, record, listing, quantity }));
        }),
      ),
  };
}
