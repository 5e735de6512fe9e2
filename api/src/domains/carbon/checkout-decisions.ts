import { randomUUID } from 'node:crypto';
import { purchaseCents } from '@commons/shared/domain';
import type { Checkout } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { idOf } from '../../db/raw';
import type { ListingRow, OperationalDataRow } from '../../db/schema';
import type { Account } from '../../lib/account';
import { notFound } from '@commons/server-kernel/errors';
import { insufficientBalance } from '../wallet/ledger';
import { lockBalances } from '../wallet/checkouts';
import { checkoutQuantity, plannedRecords } from './checkout-rules';
import { ListingMoved, listingsById } from './listings';
import { lockRecords, noRecord } from './records';

/** One buyer's checkout, as the route hands it over. `origin`: the site's address, for the receipt. */
export interface CheckoutOrder {
  account: Account;
  input: Checkout;
  origin: string;
}

/** A checkout a batch accepted: what it buys, from where, and what it pays. */
export interface Accepted {
  /** Its place in the batch. */
  index: number;
  order: CheckoutOrder;
  checkoutId: string;
  record: OperationalDataRow;
  /** The listing as the batch read it: its receipt names the listing. */
  listing: ListingRow;
  quantity: number;
  amountCents: number;
  feeCents: number;
  /** Its first serial, counted from the listing's next serial as read until the batch takes them. */
  serialStart: number;
}

/** What a batch decided: the checkouts it accepts, the others' errors by place, and the tonnes each listing gives. */
export interface Decisions {
  accepted: Accepted[];
  refusals: Map<number, unknown>;
  /** Each listing as read, with the tonnes the accepted checkouts take from it. */
  taken: Array<{ listing: ListingRow; quantity: number }>;
}

/** What each order asks for once its record is locked and checked (`checkoutQuantity`), or why not. */
async function wantedOf(tx: Database, orders: CheckoutOrder[], now: Date, refusals: Map<number, unknown>) {
  const records = await lockRecords(
    tx,
    orders.map(({ account, input }) => ({ id: input.operationalDataId, ownerId: account.ownerId })),
  );
  const planned = await plannedRecords(tx, [...records.keys()]);
  const wanted = [];
  for (const [index, order] of orders.entries()) {
    const record = records.get(idOf(order.input.operationalDataId));
    try {
      if (!record) throw noRecord();
      wanted.push({ index, order, record, quantity: checkoutQuantity(record, order.input, now, planned.has(record.id)) });
    } catch (error) {
      refusals.set(index, error);
    }
  }
  return wanted;
}

/**
 * Decides a batch's checkouts inside its transaction, writing nothing: locks the records, then
 * the wallets, in id order (so batches locking overlapping sets queue instead of deadlocking),
 * then reads the listings (locked too with `lockStock`) and goes through the orders in arrival
 * order, taking tonnes and money as it goes. A refused order gets the error a checkout of its
 * own would have met: no record, the year refused, no such listing, the listing short, too little
 * money.
 */
export async function decideCheckouts(tx: Database, orders: CheckoutOrder[], now: Date, lockStock: boolean): Promise<Decisions> {
  const refusals = new Map<number, unknown>();
  const wanted = await wantedOf(tx, orders, now, refusals);
  const balances = await lockBalances(tx, [...new Set(wanted.map(({ order }) => order.account.ownerId))]);
  const listingIds = [...new Set(wanted.map(({ order }) => idOf(order.input.listingId)))];
  const stock = await listingsById(tx, listingIds, lockStock);
  const accepted: Accepted[] = [];
  const taken = new Map<string, number>();
  for (const { index, order, record, quantity } of wanted) {
    const listing = stock.get(idOf(order.input.listingId));
    if (!listing) {
      refusals.set(index, notFound('No listing has this id'));
      continue;
    }
    const before = taken.get(listing.id) ?? 0;
    if (!listing.active || listing.remaining - before < quantity) {
      refusals.set(index, new ListingMoved(quantity));
      continue;
    }
    const { creditsCents: amountCents, feeCents } = purchaseCents(listing.unitPriceCents, listing.markUpPriceCents, quantity);
    const balance = balances.get(order.account.ownerId) ?? 0;
    if (balance < amountCents + feeCents) {
      refusals.set(index, insufficientBalance(balance));
      continue;
    }
    balances.set(order.account.ownerId, balance - amountCents - feeCents);
    taken.set(listing.id, before + quantity);
    const checkoutId = randomUUID();
    accepted.push({ index, order, checkoutId, record, listing, quantity, amountCents, feeCents, serialStart: listing.nextSerial + before });
  }
  return { accepted, refusals, taken: [...taken].map(([id, quantity]) => ({ listing: stock.get(id)!, quantity })) };
}
