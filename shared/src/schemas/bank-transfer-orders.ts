import * as v from 'valibot';
import { bankTransferOrderStates, isCreditorReference, normalizeCreditorReference, orderCancellers } from '@commons/shared/domain';
import { BankAccountSchema } from './bank-account';
import { CheckoutSchema } from './carbon';
import { PageCursorsSchema, PageQuerySchema } from './paging';
import { requiredText } from './text';

// Orders paid by bank transfer (docs/product-rules.md#bank-transfer-orders): the buyer's side.
// The provider's side, in the console, is in console-bank-transfers.ts.

/**
 * POST /carbon-credits/individual/bank-transfer-orders: the same year, listing and quantity as a
 * wallet checkout (`CheckoutSchema`), the same rules on what the year still needs.
 */
export const CreateBankTransferOrderSchema = CheckoutSchema;
export type CreateBankTransferOrderInput = v.InferInput<typeof CreateBankTransferOrderSchema>;
export type CreateBankTransferOrder = v.InferOutput<typeof CreateBankTransferOrderSchema>;

/** What a provider's transfers are paid to, and what a buyer is shown: the bank's name and the account in full. */
export const TransferAccountSchema = v.object({
  bankName: requiredText("Enter the bank's name", { max: 100 }),
  account: BankAccountSchema,
});
export type TransferAccountInput = v.InferInput<typeof TransferAccountSchema>;
export type TransferAccount = v.InferOutput<typeof TransferAccountSchema>;

/**
 * The details a buyer pays an order with: the provider's account, the exact amount in USD and
 * the ISO 11649 reference to quote (`RF` and two check digits), printed in groups of four.
 */
export const TransferDetailsSchema = v.object({
  ...TransferAccountSchema.entries,
  amount: v.number(),
  reference: v.string(),
});
export type TransferDetails = v.InferOutput<typeof TransferDetailsSchema>;

/**
 * An order paid by bank transfer as its buyer sees it. `amount` is USD, what the wallet checkout
 * would charge (the mark-up price per tonne); `reference` in groups of four ("RF18 5390 0754 7034");
 * times are ISO strings, null until reached; `expiresAt`: when it is cancelled if still unpaid;
 * `checkoutId`: the certificate's, once paid; `cancelledBy`: the buyer, or `expiry` (the daily job).
 */
export const BankTransferOrderSchema = v.object({
  orderId: v.string(),
  reference: v.string(),
  state: v.picklist(bankTransferOrderStates),
  operationalDataId: v.string(),
  year: v.number(),
  listingId: v.string(),
  projectId: v.string(),
  projectName: v.string(),
  vintage: v.number(),
  quantity: v.number(),
  amount: v.number(),
  createdAt: v.string(),
  inProgressAt: v.nullable(v.string()),
  paidAt: v.nullable(v.string()),
  cancelledAt: v.nullable(v.string()),
  cancelledBy: v.nullable(v.picklist(orderCancellers)),
  expiresAt: v.string(),
  checkoutId: v.nullable(v.string()),
  transfer: TransferDetailsSchema,
});
export type BankTransferOrder = v.InferOutput<typeof BankTransferOrderSchema>;

/** The state filter of the order lists: one state, or `ALL`. */
export const bankTransferOrderFilters = [...bankTransferOrderStates, 'ALL'] as const;
export type BankTransferOrderFilter = (typeof bankTransferOrderFilters)[number];

/** The state query parameter both order lists take: `ALL` unless asked. */
export const orderStateFilter = v.optional(
  v.picklist(bankTransferOrderFilters, `state must be one of ${bankTransferOrderFilters.join(', ')}`),
  'ALL',
);

/** GET /carbon-credits/individual/bank-transfer-orders?limit=&cursor=&state=: newest first. */
export const BankTransferOrdersQuerySchema = v.object({ ...PageQuerySchema.entries, state: orderStateFilter });
export type BankTransferOrdersQueryInput = v.InferInput<typeof BankTransferOrdersQuerySchema>;
export type BankTransferOrdersQuery = v.InferOutput<typeof BankTransferOrdersQuerySchema>;

/** Reply of GET /carbon-credits/individual/bank-transfer-orders: one page, newest first. */
export const BankTransferOrderPageSchema = v.object({ orders: v.array(BankTransferOrderSchema), ...PageCursorsSchema.entries });
export type BankTransferOrderPage = v.InferOutput<typeof BankTransferOrderPageSchema>;

/** The order a path names: a UUID. */
export const BankTransferOrderParamsSchema = v.object({
  orderId: v.pipe(v.string('must be an order id'), v.trim(), v.uuid('must be an order id'), v.toLowerCase()),
});
export type BankTransferOrderParams = v.InferOutput<typeof BankTransferOrderParamsSchema>;

/** An ISO 11649 reference's shape in its electronic form: RF, two check digits, 1 to 21 letters and digits. */
const referenceShape = /^RF\d{2}[0-9A-Z]{1,21}$/;

/** What a reference failing its check digits is told: someone typed it wrong. */
export const mistypedReferenceMessage = "This reference's check digits do not match: it was mistyped";

/**
 * A payment reference as typed (spaces and case free): output in its electronic form
 * ("RF18539007547034"); one whose ISO 11649 check digits fail is refused as mistyped.
 */
export const PaymentReferenceSchema = v.pipe(
  v.string('Enter the reference'),
  v.transform(normalizeCreditorReference),
  v.nonEmpty('Enter the reference'),
  // One message a problem: the shape is checked on a typed reference, the digits on a well-shaped one.
  v.check((text) => text === '' || referenceShape.test(text), 'Enter the reference as quoted: RF, two check digits and up to 21 letters and digits'),
  v.check((text) => !referenceShape.test(text) || isCreditorReference(text), mistypedReferenceMessage),
);
