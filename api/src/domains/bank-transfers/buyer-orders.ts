import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  bankTransferOrderStateLabels,
  buyerMayCancel,
  creditorReference,
  purchaseCents,
  unpaidOrderStates,
} from '@commons/shared/domain';
import type { BankTransferOrder, BankTransferOrderPage, BankTransferOrdersQuery, CreateBankTransferOrder } from '@commons/shared/schemas';
import { bankTransferOrders, listings, projectTransferAccounts } from '../../db/schema';
import type { Account } from '../../lib/account';
import { keysetList } from '../../lib/paging';
import { conflict, notFound } from '@commons/server-kernel/errors';
import type { ServiceDeps } from '../domain';
import { checkoutQuantity, plannedRecords } from '../carbon/checkout-rules';
import { ListingMoved } from '../carbon/listings';
import { detailedEstimateOf, lockRecords, noRecord } from '../carbon/records';
import { orderCancelled, orderTransferDetails } from '../notices/messages/bank-transfers';
import { configuredOrigin } from '../notices/recipients';
import { cancelOrder } from './cancel-order';
import { mailBuyer } from './order-mails';
import { orderView, orderViews, toBankTransferOrder } from './order-replies';
import { reserveTonnes } from './reservations';
import { toTransferAccount } from './transfer-accounts';

export type BuyerOrders = ReturnType<typeof createBuyerOrders>;

const referenceAlphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A fresh ISO 11649 reference over 12 random letters and digits (no I or O, read as 1 and 0). */
export const newOrderReference = (): string =>
  creditorReference(Array.from({ length: 12 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join(''));

export const noOrder = () => notFound('No bank-transfer order of yours has this id');

/**
 * The buyer's side of orders paid by bank transfer (docs/product-rules.md#bank-transfer-orders):
 * placed by the wallet checkout's rules, their tonnes reserved in the same transaction, and
 * cancelled while awaiting payment.
 */
export function createBuyerOrders({ db, jobs, factorSets, config }: Pick<ServiceDeps, 'db' | 'jobs' | 'factorSets'> & Partial<Pick<ServiceDeps, 'config'>>, clock: () => Date = () => new Date()) {
  const list = keysetList({
    name: 'bank_transfer_orders_of_owner',
    select: () => orderViews(db),
    where: and(
      eq(bankTransferOrders.ownerId, sql.placeholder('ownerId')),
      sql`(${sql.placeholder('state')} = 'ALL' or ${bankTransferOrders.state} = ${sql.placeholder('state')})`,
    ),
    key: bankTransferOrders.seq,
    keyOf: (row) => row.order.seq,
  });

  return {
    /**
     * Places an order: the record locked, then the listing (as checkouts lock them), the
     * quantity by `checkoutQuantity`, the tonnes reserved, and the transfer details mailed, all
     * in one transaction. A year with an unpaid order, a listing that cannot supply the tonnes or
     * a project that takes no transfers is a 409 and nothing is held.
     */
    create: (account: Account, input: CreateBankTransferOrder, origin = configuredOrigin(config)): Promise<BankTransferOrder> =>
      db.transaction(async (tx) => {
        const record = (await lockRecords(tx, [{ id: input.operationalDataId, ownerId: account.ownerId }])).get(input.operationalDataId);
        if (!record) throw noRecord();
        const planned = (await plannedRecords(tx, [record.id])).has(record.id);
        const quantity = checkoutQuantity(record, input, clock(), planned, detailedEstimateOf(record, factorSets).totalTonnes);
        const [unpaid] = await tx
          .select({ reference: bankTransferOrders.reference })
          .from(bankTransferOrders)
          .where(and(eq(bankTransferOrders.operationalDataId, record.id), inArray(bankTransferOrders.state, [...unpaidOrderStates])));
        if (unpaid) throw conflict(`${record.year} has an order awaiting payment by bank transfer already; cancel it to order again`);
        const [listing] = await tx
          .select({ listing: listings, account: projectTransferAccounts })
          .from(listings)
          .leftJoin(projectTransferAccounts, eq(projectTransferAccounts.projectId, listings.projectId))
          .where(eq(listings.id, input.listingId));
        if (!listing) throw notFound('No listing has this id');
        if (!listing.account) throw conflict(`${listing.listing.projectName} takes no bank transfers: pay from your wallet instead`);
        if (!(await reserveTonnes(tx, listing.listing.id, quantity))) throw new ListingMoved(quantity);
        const { markedUpCents, feeCents } = purchaseCents(listing.listing.unitPriceCents, listing.listing.markUpPriceCents, quantity);
        const [order] = await tx
          .insert(bankTransferOrders)
          .values({
            ownerId: account.ownerId,
            createdBy: account.callerId,
            operationalDataId: record.id,
            listingId: listing.listing.id,
            projectId: listing.listing.projectId,
            quantity,
            amountCents: markedUpCents,
            feeCents,
            reference: newOrderReference(),
            createdAt: clock(),
          })
          .returning();
        const view = { order: order!, projectName: listing.listing.projectName, vintage: listing.listing.vintage, year: record.year, checkoutId: null, account: listing.account };
        const transfer = toTransferAccount(listing.account);
        await mailBuyer(tx, jobs, account.ownerId, (facts) => orderTransferDetails(origin, facts, transfer), view);
        return toBankTransferOrder(view);
      }),

    /** One page of the account's orders, newest first, of one state or all. */
    async page(account: Account, query: BankTransferOrdersQuery): Promise<BankTransferOrderPage> {
      const { items, ...cursors } = await list.read({ ownerId: account.ownerId, state: query.state }, query, toBankTransferOrder);
      return { orders: items, ...cursors };
    },

    /** One order of the account; another account's is a 404. */
    async one(account: Account, orderId: string): Promise<BankTransferOrder> {
      const view = await orderView(db, and(eq(bankTransferOrders.id, orderId), eq(bankTransferOrders.ownerId, account.ownerId)));
      if (!view) throw noOrder();
      return toBankTransferOrder(view);
    },

    /** Cancels an order awaiting payment: its tonnes return to the listing, the buyer is told. */
    cancel: (account: Account, orderId: string, origin = configuredOrigin(config)): Promise<BankTransferOrder> =>
      db.transaction(async (tx) => {
        const view = await cancelOrder(tx, and(eq(bankTransferOrders.id, orderId), eq(bankTransferOrders.ownerId, account.ownerId)), {
          refuse: (state) => {
            if (buyerMayCancel(state)) return null;
            return state === 'in_progress'
              ? 'This order is in progress: the provider is checking your transfer, so it can no longer be cancelled'
              : `This order is ${bankTransferOrderStateLabels[state].toLowerCase()} already; nothing was changed`;
          },
          by: 'buyer',
          at: clock(),
        });
        if (!view) throw noOrder();
        await mailBuyer(tx, jobs, view.order.ownerId, (facts) => orderCancelled(origin, facts, 'buyer'), view);
        return toBankTransferOrder(view);
      }),
  };
}
