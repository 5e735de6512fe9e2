import * as v from 'valibot';
import { bankTransferOrderStates, orderCancellers } from '@commons/shared/domain';
import { orderStateFilter, PaymentReferenceSchema, TransferAccountSchema } from './bank-transfer-orders';
import { ConsolePageQuerySchema, ConsolePageSchema } from './console-paging';
import { requiredNumber } from './fields';
import { messages } from './messages';
import { inWholeCents } from './wallet';

// The provider's bank transfers in the console (docs/product-rules.md#bank-transfer-orders): the
// account each of its projects is paid to, and the orders of its projects, marked in progress,
// then paid. A provider sees and acts for its own projects only.

/** One project a provider acts for, with the account its transfers are paid to (null until set: no order by transfer yet). */
export const ProviderProjectSchema = v.object({
  projectId: v.string(),
  name: v.string(),
  transfer: v.nullable(TransferAccountSchema),
});
export type ProviderProject = v.InferOutput<typeof ProviderProjectSchema>;

/** The project a path names. */
export const ProviderProjectParamsSchema = v.object({
  projectId: v.pipe(v.string('must be a project id'), v.trim(), v.nonEmpty('must be a project id'), v.maxLength(100, 'must be a project id')),
});
export type ProviderProjectParams = v.InferOutput<typeof ProviderProjectParamsSchema>;

/** The orders of the provider's table by the date ordered: the oldest first is the order to work in. */
export const providerOrderSorts = ['oldest', 'newest'] as const;
export type ProviderOrderSort = (typeof providerOrderSorts)[number];

/** GET /api/console/bank-transfers/orders: a numbered page, one state or all, one project or all. */
export const ProviderOrdersQuerySchema = v.object({
  ...ConsolePageQuerySchema.entries,
  state: orderStateFilter,
  projectId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'projectId must be a project id')), ''),
  sort: v.optional(v.picklist(providerOrderSorts, `sort must be one of ${providerOrderSorts.join(', ')}`), 'oldest'),
});
export type ProviderOrdersQueryInput = v.InferInput<typeof ProviderOrdersQuerySchema>;
export type ProviderOrdersQuery = v.InferOutput<typeof ProviderOrdersQuerySchema>;

/**
 * An order as its project's provider sees it: what was ordered, the amount in USD to expect and
 * the reference to look for; nothing about the buyer but the year the credits cover.
 */
export const ProviderOrderSchema = v.object({
  orderId: v.string(),
  reference: v.string(),
  state: v.picklist(bankTransferOrderStates),
  projectId: v.string(),
  projectName: v.string(),
  listingId: v.string(),
  vintage: v.number(),
  year: v.number(),
  quantity: v.number(),
  amount: v.number(),
  createdAt: v.string(),
  inProgressAt: v.nullable(v.string()),
  paidAt: v.nullable(v.string()),
  cancelledAt: v.nullable(v.string()),
  cancelledBy: v.nullable(v.picklist(orderCancellers)),
  expiresAt: v.string(),
  checkoutId: v.nullable(v.string()),
});
export type ProviderOrder = v.InferOutput<typeof ProviderOrderSchema>;

/** Reply of GET /api/console/bank-transfers/orders. */
export const ProviderOrdersSchema = v.object({ orders: v.array(ProviderOrderSchema), ...ConsolePageSchema.entries });
export type ProviderOrders = v.InferOutput<typeof ProviderOrdersSchema>;

/** The order a path names. */
export const ProviderOrderParamsSchema = v.object({
  orderId: v.pipe(v.string('must be an order id'), v.trim(), v.uuid('must be an order id'), v.toLowerCase()),
});
export type ProviderOrderParams = v.InferOutput<typeof ProviderOrderParamsSchema>;

/** GET /api/console/bank-transfers/orders/by-reference?reference=: a reference as received with a transfer. */
export const ReferenceQuerySchema = v.object({ reference: PaymentReferenceSchema });
export type ReferenceQueryInput = v.InferInput<typeof ReferenceQuerySchema>;

/** The largest amount, in USD, the console takes as received: bounds what reaches the database. */
export const receivedAmountMax = 1_000_000_000;

/** The amount a transfer brought, in USD and whole cents. */
const ReceivedAmountSchema = v.pipe(
  requiredNumber('Enter the amount received'),
  v.gtValue(0, messages.mustBePositive),
  v.check(inWholeCents, 'must be in whole cents'),
  v.maxValue(receivedAmountMax, `must be at most ${receivedAmountMax}`),
);

/**
 * POST /api/console/bank-transfers/orders/:orderId/paid: the amount received and the reference
 * the transfer quoted, both as on the bank statement; each must match the order's, or nothing changes.
 */
export const MarkOrderPaidSchema = v.object({ amount: ReceivedAmountSchema, reference: PaymentReferenceSchema });
export type MarkOrderPaidInput = v.InferInput<typeof MarkOrderPaidSchema>;
export type MarkOrderPaid = v.InferOutput<typeof MarkOrderPaidSchema>;
