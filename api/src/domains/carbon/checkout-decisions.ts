import { randomUUID } from 'node:crypto';
import { checkoutStatuses, purchaseCents, type PlanMonth } from '@commons/shared/domain';
import type { Checkout, MonthlyOffset } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { idOf } from '../../db/raw';
import type { ListingRow, OffsetPlanRow, OperationalDataRow } from '../../db/schema';
import type { Account } from '../../lib/account';
import { notFound } from '@commons/server-kernel/errors';
import { insufficientBalance } from '../wallet/ledger';
import { lockBalances } from '../wallet/checkouts';
import {
  lockPlans,
  monthQuantity,
  monthsCharged,
  planAccount,
  remainingTonnes,
  type ChargeOutcome,
} from '../plans/plan-month';
import { checkoutQuantity, offsetQuantity, orderedConflict, orderedRecords, plannedRecords } from './checkout-rules';
import { ListingMoved, listingsToDrawOn, noListingFor } from './listings';
import { lockRecords, noRecord } from './records';

/**
 * One buyer's checkout, as the route hands it over. `origin`: the site's address, for the
 * receipt; `detailedTonnes`: the record's detailed estimate, which a buyer may offset instead.
 */
export interface CheckoutOrder {
  kind: 'CHECKOUT';
  account: Account;
  input: Checkout;
  origin: string;
  detailedTonnes: (record: OperationalDataRow) => number;
}

/** A monthly offset: a twelfth of the year's estimate, from the FIFO listing. */
export interface OffsetOrder {
  kind: 'MONTHLY_OFFSET';
  account: Account;
  input: MonthlyOffset;
  origin: string;
}

/**
 * A plan's month, from the FIFO listing, charged at most once (docs/jobs.md, "Exactly once
 * where it counts"). `ownerId`: the plan's owner, whose wallet pays (a batcher's key).
 */
export interface PlanOrder {
  kind: 'PLAN';
  planId: string;
  ownerId: string;
  month: PlanMonth;
  origin: string;
}

/** What a batch of retirements serves: the kinds of retirement there are. */
export type Order = CheckoutOrder | OffsetOrder | PlanOrder;

/** An order a batch accepted: what it buys, from where, and what it pays. */
export interface Accepted {
  /** Its place in the batch. */
  index: number;
  order: Order;
  /** Whose wallet pays, and who bought (a plan's: its owner, and who started it). */
  account: Account;
  /** The plan whose month it is, as locked, for a plan's order. */
  plan?: OffsetPlanRow;
  checkoutId: string;
  /** The record as locked, before the batch saves it: a monthly offset's receipt counts from it. */
  record: OperationalDataRow;
  /** The listing as the batch read it: its receipt names the listing. */
  listing: ListingRow;
  quantity: number;
  amountCents: number;
  feeCents: number;
  /** Its first serial, counted from the listing's next serial as read until the batch takes them. */
  serialStart: number;
}

/** A plan's month the batch settled without a retirement: its outcome, and the plan it changes (`savePlanMonths`). */
export interface Unpaid {
  order: PlanOrder;
  outcome: ChargeOutcome;
  plan?: OffsetPlanRow;
  /** The record's year, for a pause's notice. */
  year?: number;
}

/** What a batch decided: the orders it accepts, the others' errors or plan outcomes by place, and the tonnes each listing gives. */
export interface Decisions {
  accepted: Accepted[];
  refusals: Map<number, unknown>;
  unpaid: Map<number, Unpaid>;
  /** Each listing as read, with the tonnes the accepted orders take from it, in id order (the order they are taken in). */
  taken: Array<{ listing: ListingRow; quantity: number }>;
}

/** An order whose record is locked and allows it: the tonnes it asks for (a plan's month: decided with the stock). */
interface Wanted {
  index: number;
  order: Order;
  account: Account;
  record: OperationalDataRow;
  quantity: number;
  plan?: OffsetPlanRow;
}

/** Who buys which record: an order's account, or a plan's (`planAccount`). */
interface Buyer {
  index: number;
  order: Order;
  account: Account;
  recordId: string;
  plan?: OffsetPlanRow;
}

/**
 * Locks the plans' rows and settles the months they cannot pay now (not active, already
 * charged); returns who buys which record for every order left.
 */
async function buyersOf(tx: Database, orders: Order[], unpaid: Map<number, Unpaid>): Promise<Buyer[]> {
  const planOrders = orders.filter((order): order is PlanOrder => order.kind === 'PLAN');
  const plans = await lockPlans(tx, planOrders.map((order) => order.planId));
  const charged = await monthsCharged(tx, planOrders.flatMap(({ planId, month }) => (plans.has(idOf(planId)) ? [{ planId, month }] : [])));
  const buyers: Buyer[] = [];
  for (const [index, order] of orders.entries()) {
    if (order.kind !== 'PLAN') {
      buyers.push({ index, order, account: order.account, recordId: order.input.operationalDataId });
      continue;
    }
    const plan = plans.get(idOf(order.planId));
    if (plan?.status !== 'ACTIVE') unpaid.set(index, { order, outcome: { kind: 'not-active' } });
    else if (charged(plan.id, order.month)) unpaid.set(index, { order, outcome: { kind: 'already-charged' } });
    else buyers.push({ index, order, account: planAccount(plan), recordId: plan.operationalDataId, plan });
  }
  return buyers;
}

/**
 * What each order asks for once its plan (if any) and record are locked and checked, or why
 * not: a checkout's quantity (`checkoutQuantity`), a monthly offset's (`offsetQuantity`); a plan
 * whose record has nothing left to offset is completed.
 */
async function wantedOf(tx: Database, orders: Order[], now: Date, refusals: Map<number, unknown>, unpaid: Map<number, Unpaid>) {
  const buyers = await buyersOf(tx, orders, unpaid);
  const records = await lockRecords(tx, buyers.map(({ account, recordId }) => ({ id: recordId, ownerId: account.ownerId })));
  // A plan's record is offset by that plan: only checkouts and offsets are refused for one.
  const planned = await plannedRecords(tx, buyers.flatMap(({ plan, recordId }) => (plan || !records.has(idOf(recordId)) ? [] : [idOf(recordId)])));
  const ordered = await orderedRecords(tx, buyers.flatMap(({ order, recordId }) => (order.kind !== 'PLAN' && records.has(idOf(recordId)) ? [idOf(recordId)] : [])));
  const wanted: Wanted[] = [];
  for (const { index, order, account, recordId, plan } of buyers) {
    const record = records.get(idOf(recordId));
    try {
      if (order.kind === 'PLAN') {
        if (!record || !checkoutStatuses.includes(record.status) || remainingTonnes(record) === 0) {
          unpaid.set(index, { order, outcome: { kind: 'completed' }, plan, year: record?.year });
        } else wanted.push({ index, order, account, record, plan, quantity: 0 });
        continue;
      }
      if (!record) throw noRecord();
      if (ordered.has(record.id)) throw orderedConflict(record);
      const quantity =
        order.kind === 'CHECKOUT'
          ? checkoutQuantity(record, order.input, now, planned.has(record.id), order.detailedTonnes(record))
           : offsetQuantity(record, now, planned.has(record.id));
      wanted.push({ index, order, account, record, quantity });
    } catch (error) {
      refusals.set(index, error);
    }
  }
  return wanted;
}

/** The listings a batch draws on as read, and the tonnes its accepted orders take from each as it goes. */
function stockOf(listings: ListingRow[]) {
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const taken = new Map<string, number>();
  const left = (listing: ListingRow) => (listing.active ? listing.remaining - (taken.get(listing.id) ?? 0) : 0);
  return {
    byId: (id: string) => byId.get(idOf(id)),
    left,
    /** The FIFO listing for `quantity` (`fifoListing`'s rule) once the orders before took theirs. */
    fifo: (quantity: number) => listings.find((listing) => left(listing) >= quantity),
    /** Takes the tonnes; returns what the batch had taken from the listing before. */
    take(listing: ListingRow, quantity: number): number {
      const before = taken.get(listing.id) ?? 0;
      taken.set(listing.id, before + quantity);
      return before;
    },
    // In id order, as rows are locked everywhere: two batches taking from the same two listings queue instead of deadlocking.
    taken: () => [...taken].sort(([a], [b]) => a.localeCompare(b)).map(([id, quantity]) => ({ listing: byId.get(id)!, quantity })),
  };
}

type Stock = ReturnType<typeof stockOf>;

/**
 * The listing and tonnes of an order, or what it meets instead: a checkout's chosen listing
 * gone or short, no FIFO listing for a monthly offset, a plan's budget below the price or no
 * listing for its month.
 */
function offerFor({ order, quantity, record, plan }: Wanted, stock: Stock): { listing: ListingRow; quantity: number } | { refusal: unknown } | { unpaid: ChargeOutcome } {
  if (order.kind === 'CHECKOUT') {
    const listing = stock.byId(order.input.listingId);
    if (!listing) return { refusal: notFound('No listing has this id') };
    return stock.left(listing) < quantity ? { refusal: new ListingMoved(quantity) } : { listing, quantity };
  }
  if (order.kind === 'MONTHLY_OFFSET') {
    const listing = stock.fifo(quantity);
    return listing ? { listing, quantity } : { refusal: noListingFor(quantity) };
  }
  const month = monthQuantity(plan!, remainingTonnes(record), order.month, stock.fifo, stock.left);
  if (month.quantity === 0 && month.priceCents !== null) {
    return { unpaid: { kind: 'paused', reason: 'PRICE', quantity: 0, costCents: 0, balanceCents: 0, priceCents: month.priceCents } };
  }
  return month.listing ? { listing: month.listing, quantity: month.quantity } : { unpaid: { kind: 'no-listing', quantity: month.quantity } };
}

/**
 * Decides a batch's orders inside its transaction, writing nothing: locks the plans, the
 * records, then the wallets, in id order (so batches locking overlapping sets queue instead of
 * deadlocking), then reads the listings (locked too with `lockStock`) and goes through the
 * orders in arrival order, taking tonnes and money as it goes. A refused order gets the error
 * one of its own would have met (no record, the year refused, no such listing, the listing
 * short, no FIFO listing, too little money); a plan's month that cannot be paid gets the outcome
 * a lone charge would have had (docs/product-rules.md, "Carbon credits").
 */
export async function decideCheckouts(tx: Database, orders: Order[], now: Date, lockStock: boolean): Promise<Decisions> {
  const refusals = new Map<number, unknown>();
  const unpaid = new Map<number, Unpaid>();
  const wanted = await wantedOf(tx, orders, now, refusals, unpaid);
  const balances = await lockBalances(tx, [...new Set(wanted.map(({ account }) => account.ownerId))]);
  const chosen = wanted.flatMap(({ order }) => (order.kind === 'CHECKOUT' ? [idOf(order.input.listingId)] : []));
  const stock = stockOf(await listingsToDrawOn(tx, [...new Set(chosen)], chosen.length < wanted.length, lockStock));
  const accepted: Accepted[] = [];
  for (const want of wanted) {
    const { index, order, account, record, plan } = want;
    const offer = offerFor(want, stock);
    if ('refusal' in offer) refusals.set(index, offer.refusal);
    if ('unpaid' in offer && order.kind === 'PLAN') unpaid.set(index, { order, outcome: offer.unpaid, plan, year: record.year });
    if (!('listing' in offer)) continue;
    const { listing, quantity } = offer;
    const { creditsCents: amountCents, feeCents } = purchaseCents(listing.unitPriceCents, listing.markUpPriceCents, quantity);
    const costCents = amountCents + feeCents;
    const balance = balances.get(account.ownerId) ?? 0;
    if (balance < costCents) {
      const funds = { kind: 'paused', reason: 'FUNDS', quantity, costCents, balanceCents: balance, priceCents: listing.markUpPriceCents } as const;
      if (order.kind === 'PLAN') unpaid.set(index, { order, outcome: funds, plan, year: record.year });
      else refusals.set(index, insufficientBalance(balance));
      continue;
    }
    balances.set(account.ownerId, balance - costCents);
    const serialStart = listing.nextSerial + stock.take(listing, quantity);
    accepted.push({ index, order, account, plan, checkoutId: randomUUID(), record, listing, quantity, amountCents, feeCents, serialStart });
  }
  return { accepted, refusals, unpaid, taken: stock.taken() };
}
