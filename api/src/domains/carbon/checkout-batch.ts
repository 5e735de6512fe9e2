import { sql } from 'drizzle-orm';
import { badgeFor, monthsPerYear } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { insertJsonRows } from '../../db/raw';
import { operationalData, retirements, type OperationalDataRow } from '../../db/schema';
import type { JobSender } from '../jobs/engine';
import type { Settled } from '../../lib/batcher';
import { insertRuns, savePlanMonths, type ChargeOutcome, type SettledMonth } from '../plans/plan-month';
import { payCheckouts } from '../wallet/checkouts';
import { decideCheckouts, type Accepted, type Decisions, type Order, type PlanOrder } from './checkout-decisions';
import { certifiedCheckout } from './checkout-rules';
import { serialsTaken } from './listings';
import { provenanceOf, type Provenance } from './sample-retirements';
import { peopleOf, receiptFor, sendReceipts, type People, type QueuedReceipt } from './receipts-job';
import { retirementsAfterRetiring, type RecordRetired } from './records';

export interface CheckoutBatchDeps {
  jobs: JobSender;
  /** The time checkouts and monthly offsets are decided at (which year is over); a plan's month is its order's. */
  clock?: () => Date;
}

/** What a batch settles an order with: a plan's month its outcome, a checkout or monthly offset the record it saved. */
export type Retired<O extends Order> = O extends PlanOrder ? ChargeOutcome : RecordRetired;

/**
 * What a retirement adds to its record: a checkout buys the year's credits; a monthly offset and
 * a plan's month each count a month of the year's progress (Monthly Offset Done), a plan's at
 * most up to twelve, since a budget may take longer than a year.
 */
function recordAfter({ order, record, quantity }: Accepted): OperationalDataRow {
  const offsets = record.offsets + quantity;
  if (order.kind === 'CHECKOUT') return { ...record, credits: record.credits + quantity, offsets };
  if (order.kind === 'MONTHLY_OFFSET') return { ...record, offsets, monthlyOffsetsDone: record.monthlyOffsetsDone + 1 };
  return { ...record, offsets, monthlyOffsetsDone: Math.min(monthsPerYear, record.monthlyOffsetsDone + 1) };
}

/** Saves each accepted record's credits, offsets, monthly offsets and badge in one statement; returns the saved rows by id. */
async function saveRecords(tx: Database, accepted: Accepted[]): Promise<Map<string, OperationalDataRow>> {
  const saved = accepted.map((a) => {
    const next = recordAfter(a);
    return { ...next, badge: badgeFor(next) };
  });
  const column = <T>(pick: (row: OperationalDataRow) => T) => sql.param(saved.map(pick));
  await tx.execute(sql`update ${operationalData} o
    set credits = s.credits, offsets = s.offsets, monthly_offsets_done = s.monthly_offsets_done, badge = s.badge
    from unnest(${column((row) => row.id)}::uuid[], ${column((row) => row.credits)}::int[], ${column((row) => row.offsets)}::int[],
      ${column((row) => row.monthlyOffsetsDone)}::int[], ${column((row) => row.badge)}::text[]) as s(id, credits, offsets, monthly_offsets_done, badge)
    where o.id = s.id`);
  return new Map(saved.map((row) => [row.id, row]));
}

/** A listing the batch read changed before the batch took from it (another transaction's buyer): nothing commits. */
class StockMoved extends Error {}

/**
 * Takes each listing's tonnes in one conditional update (`serialsTaken`: still active, enough
 * left, the prices charged), which locks its row until the commit, and moves the accepted
 * orders' serials to where the listing's next serial stood by then.
 */
async function takeSerials(tx: Database, { accepted, taken }: Decisions): Promise<void> {
  for (const { listing, quantity } of taken) {
    const [row] = await serialsTaken(tx, listing, quantity);
    if (!row) throw new StockMoved();
    const shift = Number(row.serialStart) - listing.nextSerial;
    for (const a of accepted) if (a.listing.id === listing.id) a.serialStart += shift;
  }
}

/**
 * Inserts the accepted orders' retirements, the certificate naming the owner, with whether each
 * is a sample (`provenance`); returns when each was retired.
 */
async function insertRetirements(tx: Database, accepted: Accepted[], people: People, provenance: Provenance): Promise<Map<string, Date>> {
  const rows = accepted.map((a) => ({
    ...provenance(a),
    id: a.checkoutId,
    ownerId: a.account.ownerId,
    createdBy: a.account.callerId,
    operationalDataId: a.record.id,
    listingId: a.listing.id,
    kind: a.order.kind,
    quantity: a.quantity,
    serialStart: a.serialStart,
    serialEnd: a.serialStart + a.quantity - 1,
    amountCents: a.amountCents,
    feeCents: a.feeCents,
    beneficiary: people.get(a.account.ownerId)?.name ?? '',
  }));
  const retired = await insertJsonRows<typeof retirements, { id: string; retired_at: string | Date }>(
    tx,
    retirements,
    rows,
    sql`returning id, retired_at`,
  );
  return new Map(retired.map((row) => [row.id, new Date(row.retired_at)]));
}

/** A plan's month as the batch settled it, for `savePlanMonths`. */
const settledMonth = (order: PlanOrder, plan: SettledMonth['plan'], year: number | undefined, outcome: ChargeOutcome, covered?: boolean): SettledMonth => ({
  plan,
  month: order.month,
  origin: order.origin,
  year,
  outcome,
  covered,
});

/** What a charged plan's month came to. */
const charged = (a: Accepted): ChargeOutcome => ({ kind: 'charged', quantity: a.quantity, chargedCents: a.amountCents + a.feeCents, checkoutId: a.checkoutId });

/**
 * Writes the accepted orders in a dozen statements whatever their number: their payments and
 * records and what the plans' months (`months`, those unpaid already in) made of their plans,
 * then the listings' serials last, the retirements and the plans' runs, and their receipts as
 * one job. Returns what each accepted order comes to, by place.
 */
async function retireAccepted(tx: Database, decisions: Decisions, months: SettledMonth[], jobs: JobSender) {
  const { accepted } = decisions;
  const people = await peopleOf(tx, accepted.flatMap(({ account }) => [account.ownerId, account.callerId]));
  // Read before the listings are taken: their rows stay locked from then until the commit.
  const provenance = await provenanceOf(tx, accepted);
  const retiredOf = await retirementsAfterRetiring(tx, accepted.flatMap(({ order, record }) => (order.kind === 'PLAN' ? [] : [record.id])));
  const paid = await payCheckouts(tx, accepted.map((a) => ({ ...a, walletId: a.account.ownerId, checkoutType: certifiedCheckout })));
  if (paid.size !== accepted.length) throw new Error('a locked wallet refused a payment its balance covered');
  const saved = await saveRecords(tx, accepted);
  const covered = (a: Accepted) => saved.get(a.record.id)!.badge !== 'GRAY';
  const plansCharged = accepted.flatMap((a) => (a.order.kind === 'PLAN' ? [{ a, order: a.order }] : []));
  await savePlanMonths(tx, jobs, [...months, ...plansCharged.map(({ a, order }) => settledMonth(order, a.plan!, a.record.year, charged(a), covered(a)))]);
  await takeSerials(tx, decisions);
  const retiredAt = await insertRetirements(tx, accepted, people, provenance);
  await insertRuns(tx, plansCharged.map(({ a, order }) => ({ planId: order.planId, month: order.month, retirementId: a.checkoutId, quantity: a.quantity, chargedCents: a.amountCents + a.feeCents })));
  const receipts: QueuedReceipt[] = [];
  const values = new Map<number, RecordRetired | ChargeOutcome>();
  for (const a of accepted) {
    const at = retiredAt.get(a.checkoutId)!;
    const receipt = receiptFor(a, people, paid.get(a.checkoutId)!, at, provenance(a).sample);
    if (receipt) receipts.push(receipt);
    values.set(a.index, a.order.kind === 'PLAN' ? charged(a) : retiredOf(saved.get(a.record.id)!, { checkoutId: a.checkoutId, quantity: a.quantity, retiredAt: at, sample: provenance(a).sample }));
  }
  await sendReceipts(tx, jobs, receipts);
  return values;
}

/**
 * The orders of many buyers and plans in the one transaction `tx`, in a dozen statements
 * whatever their number (a checkout's cost was its dozen round trips): decides them
 * (`decideCheckouts`) and writes them (`retireAccepted`). Each refusal is that order's alone; a
 * record or wallet appears once (the batchers' keys).
 */
async function checkoutBatch(tx: Database, orders: Order[], deps: CheckoutBatchDeps, lockStock: boolean) {
  const decisions = await decideCheckouts(tx, orders, deps.clock?.() ?? new Date(), lockStock);
  const settled = new Map<number, Settled<RecordRetired | ChargeOutcome>>();
  for (const [index, error] of decisions.refusals) settled.set(index, { ok: false, error });
  const months: SettledMonth[] = [];
  for (const [index, { order, outcome, plan, year }] of decisions.unpaid) {
    settled.set(index, { ok: true, value: outcome });
    if (plan) months.push(settledMonth(order, plan, year, outcome));
  }
  if (decisions.accepted.length === 0) await savePlanMonths(tx, deps.jobs, months);
  else for (const [index, value] of await retireAccepted(tx, decisions, months, deps.jobs)) settled.set(index, { ok: true, value });
  return settled;
}

/**
 * Runs a batch of retirements (checkouts, monthly offsets, plans' months) in one transaction of
 * `db`, or in a savepoint when `db` is a transaction already (a plan started or resumed pays its
 * month with the rest of its change). The listings are read, not locked, and taken last, so two
 * batches overlap all but their last statements; should another transaction have taken from a
 * listing meanwhile and left too little, the batch runs again with the listings locked first,
 * and those it cannot serve are refused (a FIFO order draws on the next listing instead).
 */
export async function runCheckoutBatch<O extends Order>(db: Database, orders: O[], deps: CheckoutBatchDeps): Promise<Array<Settled<Retired<O>>>> {
  let settled: Map<number, Settled<RecordRetired | ChargeOutcome>>;
  try {
    settled = await db.transaction((tx) => checkoutBatch(tx, orders, deps, false));
  } catch (error) {
    if (!(error instanceof StockMoved)) throw error;
    settled = await db.transaction((tx) => checkoutBatch(tx, orders, deps, true));
  }
  // Each order's value is of its kind (`Retired`): decided above by `order.kind`.
  return orders.map((_, index) => settled.get(index) as Settled<Retired<O>>);
}
