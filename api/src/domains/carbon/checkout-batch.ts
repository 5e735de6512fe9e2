import { sql } from 'drizzle-orm';
import { badgeFor, type FactorSetRegistry } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { insertJsonRows } from '../../db/raw';
import { operationalData, retirements, type OperationalDataRow } from '../../db/schema';
import type { JobSender } from '../../jobs/engine';
import type { Settled } from '../../lib/batcher';
import { payCheckouts } from '../wallet/checkouts';
import { decideCheckouts, type Accepted, type CheckoutOrder, type Decisions } from './checkout-decisions';
import { certifiedCheckout } from './checkout-rules';
import { serialsTaken } from './listings';
import { boughtByOf, peopleOf, receiptOf, type People } from './purchase-receipt';
import { sendReceipts, type QueuedReceipt } from './receipts-job';
import { repliesAfterRetiring } from './records';

export interface CheckoutBatchDeps {
  jobs: JobSender;
  factorSets: FactorSetRegistry;
  clock: () => Date;
}

/** Saves each accepted record's credits, offsets and badge in one statement; returns the saved rows by id. */
async function saveRecords(tx: Database, accepted: Accepted[]): Promise<Map<string, OperationalDataRow>> {
  const saved = accepted.map(({ record, quantity }) => {
    const next = { ...record, credits: record.credits + quantity, offsets: record.offsets + quantity };
    return { ...next, badge: badgeFor(next) };
  });
  const column = <T>(pick: (row: OperationalDataRow) => T) => sql.param(saved.map(pick));
  await tx.execute(sql`update ${operationalData} o set credits = s.credits, offsets = s.offsets, badge = s.badge
    from unnest(${column((row) => row.id)}::uuid[], ${column((row) => row.credits)}::int[],
      ${column((row) => row.offsets)}::int[], ${column((row) => row.badge)}::text[]) as s(id, credits, offsets, badge)
    where o.id = s.id`);
  return new Map(saved.map((row) => [row.id, row]));
}

/** A listing the batch read changed before the batch took from it (another transaction's buyer): nothing commits. */
class StockMoved extends Error {}

/**
 * Takes each listing's tonnes in one conditional update (`serialsTaken`: still active, enough
 * left, the prices charged), which locks its row until the commit, and moves the accepted
 * checkouts' serials to where the listing's next serial stood by then.
 */
async function takeSerials(tx: Database, { accepted, taken }: Decisions): Promise<void> {
  for (const { listing, quantity } of taken) {
    const [row] = await serialsTaken(tx, listing, quantity);
    if (!row) throw new StockMoved();
    const shift = Number(row.serialStart) - listing.nextSerial;
    for (const checkout of accepted) if (checkout.listing.id === listing.id) checkout.serialStart += shift;
  }
}

/** Inserts the accepted checkouts' retirements, the certificate naming the owner; returns when each was retired. */
async function insertRetirements(tx: Database, accepted: Accepted[], people: People): Promise<Map<string, Date>> {
  const rows = accepted.map(({ order: { account }, ...a }) => ({
    id: a.checkoutId,
    ownerId: account.ownerId,
    createdBy: account.callerId,
    operationalDataId: a.record.id,
    listingId: a.listing.id,
    kind: 'CHECKOUT' as const,
    quantity: a.quantity,
    serialStart: a.serialStart,
    serialEnd: a.serialStart + a.quantity - 1,
    amountCents: a.amountCents,
    feeCents: a.feeCents,
    beneficiary: people.get(account.ownerId)?.name ?? '',
  }));
  const retired = await insertJsonRows<typeof retirements, { id: string; retired_at: string | Date }>(
    tx,
    retirements,
    rows,
    sql`returning id, retired_at`,
  );
  return new Map(retired.map((row) => [row.id, new Date(row.retired_at)]));
}

/** The receipt of an accepted checkout, to its owner, naming the sub-user who bought; none for an owner gone. */
function receiptFor(a: Accepted, people: People, balanceAfterCents: number, retiredAt: Date): QueuedReceipt | undefined {
  const { account, origin } = a.order;
  const owner = people.get(account.ownerId);
  if (!owner) return undefined;
  const boughtBy = boughtByOf(account, people);
  const { checkoutId, record, listing, quantity, serialStart, amountCents, feeCents } = a;
  const receipt = receiptOf({
    ...{ kind: 'CHECKOUT', origin, record, listing, quantity, checkoutId, serialStart, amountCents, feeCents },
    ...{ balanceAfterCents, retiredAt, boughtBy },
  });
  return { recipient: { individualId: account.ownerId, email: owner.email, name: owner.name }, origin, receipt };
}

/**
 * Checkouts of many buyers in the one transaction `tx`, in a dozen statements whatever their
 * number (issue 32's hot listing: a checkout's cost was its dozen round trips). Decides them
 * (`decideCheckouts`), then writes the accepted ones' payments and records, takes the listings'
 * serials last (as `retire` does), inserts the retirements and sends their receipts as one job.
 * Each buyer's refusal is that buyer's alone; a record or wallet appears once (the batcher's keys).
 */
async function checkoutBatch(tx: Database, orders: CheckoutOrder[], deps: CheckoutBatchDeps, lockStock: boolean) {
  const decisions = await decideCheckouts(tx, orders, deps.clock(), lockStock);
  const { accepted, refusals } = decisions;
  const replies = new Map<number, OperationalData>();
  if (accepted.length > 0) {
    const people = await peopleOf(tx, accepted.flatMap(({ order }) => [order.account.ownerId, order.account.callerId]));
    const replyOf = await repliesAfterRetiring(tx, accepted.map(({ record }) => record.id), deps.factorSets);
    const paid = await payCheckouts(
      tx,
      accepted.map((a) => ({ ...a, walletId: a.order.account.ownerId, checkoutType: certifiedCheckout })),
    );
    if (paid.size !== accepted.length) throw new Error('a locked wallet refused a payment its balance covered');
    const saved = await saveRecords(tx, accepted);
    await takeSerials(tx, decisions);
    const retiredAt = await insertRetirements(tx, accepted, people);
    const receipts: QueuedReceipt[] = [];
    for (const a of accepted) {
      const at = retiredAt.get(a.checkoutId)!;
      const receipt = receiptFor(a, people, paid.get(a.checkoutId)!, at);
      if (receipt) receipts.push(receipt);
      replies.set(a.index, replyOf(saved.get(a.record.id)!, { checkoutId: a.checkoutId, quantity: a.quantity, retiredAt: at }));
    }
    await sendReceipts(tx, deps.jobs, receipts);
  }
  return orders.map((_, index): Settled<OperationalData> => {
    const reply = replies.get(index);
    return reply ? { ok: true, value: reply } : { ok: false, error: refusals.get(index) };
  });
}

/**
 * Runs a batch of checkouts in one transaction of `db`. The listings are read, not locked, and
 * taken last, so two batches overlap all but their last statements; should another transaction
 * have taken from a listing meanwhile and left too little, the batch runs again with the
 * listings locked first, and those it cannot serve are refused.
 */
export async function runCheckoutBatch(db: Database, orders: CheckoutOrder[], deps: CheckoutBatchDeps): Promise<Array<Settled<OperationalData>>> {
  try {
    return await db.transaction((tx) => checkoutBatch(tx, orders, deps, false));
  } catch (error) {
    if (!(error instanceof StockMoved)) throw error;
    return db.transaction((tx) => checkoutBatch(tx, orders, deps, true));
  }
}
