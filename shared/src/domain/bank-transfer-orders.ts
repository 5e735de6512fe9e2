/**
 * What a bank-transfer order is doing (docs/product-rules.md#bank-transfer-orders): waiting for
 * the buyer's transfer, being checked by the project's provider, paid (its credits retired and
 * certified), or cancelled (its tonnes back on the listing).
 */
export const bankTransferOrderStates = ['awaiting_payment', 'in_progress', 'paid', 'cancelled'] as const;
export type BankTransferOrderState = (typeof bankTransferOrderStates)[number];

/** The states that still hold the listing's tonnes: the order is unpaid and may yet be paid or cancelled. */
export const unpaidOrderStates: readonly BankTransferOrderState[] = ['awaiting_payment', 'in_progress'];

/** Who cancelled an order: its buyer (while awaiting payment) or the daily job, unpaid after `orderExpiryDays`. */
export const orderCancellers = ['buyer', 'expiry'] as const;
export type OrderCanceller = (typeof orderCancellers)[number];

/** Days after which an unpaid order (awaiting payment or in progress) is cancelled by the daily job. */
export const orderExpiryDays = 90;

/** Days after the order that its buyer is reminded to pay, while it is still awaiting payment. */
export const orderReminderDays = [30, 80] as const;

/** Working days within which the provider marks a received transfer and the certificate follows. */
export const orderWorkingDays = 2;

const dayMs = 24 * 60 * 60 * 1000;

/** When an order placed at `createdAt` is cancelled if still unpaid: `orderExpiryDays` later. */
export const orderExpiresAt = (createdAt: Date): Date => new Date(createdAt.getTime() + orderExpiryDays * dayMs);

/** Whether the buyer may still cancel an order in `state`: only before the provider took it in hand. */
export const buyerMayCancel = (state: BankTransferOrderState): boolean => state === 'awaiting_payment';

/** The state a provider's mark moves an order to, from the state it must be in: in progress, then paid. */
export const providerMarks = {
  in_progress: ['awaiting_payment'],
  paid: ['in_progress'],
} as const satisfies Record<string, readonly BankTransferOrderState[]>;
export type ProviderMark = keyof typeof providerMarks;

/** How an order's state reads to people. */
export const bankTransferOrderStateLabels: Record<BankTransferOrderState, string> = {
  awaiting_payment: 'Awaiting payment',
  in_progress: 'In progress',
  paid: 'Paid',
  cancelled: 'Cancelled',
};
