import * as v from 'valibot';
import { paymentSessionStatuses, retirementKinds, safeReturnPath, walletRecordTypes, withdrawalStatuses } from '@commons/shared/domain';
import { EmailSchema } from './auth';
import { requiredNumber } from './fields';
import { messages } from './messages';
import { PageCursorsSchema } from './paging';

/** The largest single top-up or withdrawal, in USD: a bound so no typo can move a fortune. */
export const walletAmountMax = 1_000_000;

/**
 * A top-up or withdrawal amount in whole USD (docs/product-rules.md#validation): required, an
 * integer, at least 1, at most `walletAmountMax`. A string such as "10" is not a number.
 */
export const WalletAmountSchema = v.pipe(
  requiredNumber(messages.mustBeInteger),
  v.integer(messages.mustBeInteger),
  v.minValue(1, messages.mustBePositive),
  v.maxValue(walletAmountMax, `must be at most ${walletAmountMax}`),
);

/** True when `usd` is a whole number of cents, allowing for binary fractions (0.1 + 0.2). */
export const inWholeCents = (usd: number) => Math.abs(usd * 100 - Math.round(usd * 100)) < 1e-6;

/**
 * A withdrawal amount in USD and cents (docs/product-rules.md#money-and-payments): more than 0,
 * whole cents, at most `walletAmountMax`. The $1.00 minimum depends on the balance, so
 * `withdrawalTooSmall` (domain) checks it where the balance is known.
 */
export const WithdrawalAmountSchema = v.pipe(
  requiredNumber('must be a number'),
  v.gtValue(0, messages.mustBePositive),
  v.check(inWholeCents, 'must be in whole cents'),
  v.maxValue(walletAmountMax, `must be at most ${walletAmountMax}`),
);

/** The default amount of the top-up and withdrawal forms (docs/product-rules.md#figures-and-limits). */
export const defaultWalletAmount = 1;

const notSitePath = 'must be a path of this site';

/** POST /wallet/session-url: a fresh random UUID per top-up attempt makes retries safe. */
export const CreateTopUpSessionSchema = v.object({
  amount: WalletAmountSchema,
  customerEmail: EmailSchema,
  idempotencyKey: v.pipe(
    v.optional(v.string('must be a UUID'), ''),
    v.trim(),
    v.nonEmpty(messages.required),
    v.uuid('must be a UUID'),
    v.toLowerCase(),
  ),
  /**
   * Where the payment's success page returns to, a path of this site
   * ("/carbon-credits?purchase=..."); without it, the wallet.
   */
  returnTo: v.optional(
    v.pipe(
      v.string(notSitePath),
      v.check((value) => safeReturnPath(value) !== null, notSitePath),
    ),
  ),
});
export type CreateTopUpSessionInput = v.InferInput<typeof CreateTopUpSessionSchema>;
export type CreateTopUpSession = v.InferOutput<typeof CreateTopUpSessionSchema>;

/** Reply of POST /wallet/session-url: the payment provider's checkout page, to open in a new tab. */
export const TopUpSessionSchema = v.object({ url: v.string() });
export type TopUpSession = v.InferOutput<typeof TopUpSessionSchema>;

/** Path of GET /wallet/individual/top-ups/{topUpId}. */
export const TopUpParamsSchema = v.object({
  topUpId: v.pipe(v.string(), v.uuid('topUpId must be a top-up id')),
});
export type TopUpParams = v.InferOutput<typeof TopUpParamsSchema>;

/**
 * Reply of GET /wallet/individual/top-ups/{topUpId}: a card top-up and whether its money has
 * reached the wallet (PAID) or not yet (OPEN), which the payment's success page waits for.
 */
export const TopUpStatusSchema = v.object({
  topUpId: v.string(),
  /** USD. */
  amount: v.number(),
  status: v.picklist(paymentSessionStatuses),
});
export type TopUpStatus = v.InferOutput<typeof TopUpStatusSchema>;

/** Reply of GET /wallet/individual/my-wallet: the available balance in USD (pending withdrawals held). */
export const WalletSchema = v.object({ amount: v.number() });
export type Wallet = v.InferOutput<typeof WalletSchema>;

/** POST /wallet/individual/raise-withdrawal-request */
export const RaiseWithdrawalRequestSchema = v.object({ requestedWithdrawalAmount: WithdrawalAmountSchema });
export type RaiseWithdrawalRequestInput = v.InferInput<typeof RaiseWithdrawalRequestSchema>;
export type RaiseWithdrawalRequest = v.InferOutput<typeof RaiseWithdrawalRequestSchema>;

/**
 * A withdrawal request: the reply of raise-withdrawal-request (201) and of its cancel (200, then
 * CANCELLED), and a row of the Pending and Rejected tabs.
 */
export const WithdrawalRequestSchema = v.object({
  requestId: v.string(),
  /** ISO 8601. */
  requestedDate: v.string(),
  /** USD. */
  amount: v.number(),
  status: v.picklist(withdrawalStatuses),
  /**
   * Where it is paid, masked ("IBAN ending 4300 (Ada Lovelace)"), as kept when it was requested;
   * null to a sub-user, who never sees the payout account, and for requests older than it.
   */
  paidTo: v.nullable(v.string()),
});
export type WithdrawalRequest = v.InferOutput<typeof WithdrawalRequestSchema>;

/** Path of POST /wallet/individual/withdrawal-requests/{withdrawalRequestId}/cancel. */
export const WithdrawalRequestParamsSchema = v.object({
  withdrawalRequestId: v.pipe(v.string(), v.uuid('withdrawalRequestId must be a withdrawal request id')),
});
export type WithdrawalRequestParams = v.InferOutput<typeof WithdrawalRequestParamsSchema>;

/** Reply of GET /wallet/individual/withdrawal-requests/{pending,rejected}. */
export const WithdrawalRequestPageSchema = v.object({
  requests: v.array(WithdrawalRequestSchema),
  ...PageCursorsSchema.entries,
});
export type WithdrawalRequestPage = v.InferOutput<typeof WithdrawalRequestPageSchema>;

/**
 * A row of the Completed tab: a completed top-up or a completed withdrawal. `amount` is
 * positive either way; `type` says which way it moved the balance.
 */
export const TopUpWithdrawalRecordSchema = v.object({
  recordId: v.string(),
  /** ISO 8601: when the balance changed (for a withdrawal, when it was requested and held). */
  date: v.string(),
  type: v.picklist(walletRecordTypes),
  beginningBalance: v.number(),
  amount: v.number(),
  endingBalance: v.number(),
});
export type TopUpWithdrawalRecord = v.InferOutput<typeof TopUpWithdrawalRecordSchema>;

/** Reply of GET /user-history/topup-withdrawal-records. */
export const TopUpWithdrawalRecordPageSchema = v.object({
  records: v.array(TopUpWithdrawalRecordSchema),
  ...PageCursorsSchema.entries,
});
export type TopUpWithdrawalRecordPage = v.InferOutput<typeof TopUpWithdrawalRecordPageSchema>;

/**
 * A row of the Checkout tab: a carbon credit purchase paid from the wallet. The tab shows `amount +
 * fee` (docs/product-rules.md#figures-and-limits); `checkOutType` 'CC' means `checkoutId` has a
 * certificate. What it retired: a year's credits or a monthly offset, the year and the project;
 * null only where the retirement cannot be read.
 */
export const CheckoutRecordSchema = v.object({
  recordId: v.string(),
  /** ISO 8601. */
  checkOutDate: v.string(),
  checkOutType: v.string(),
  quantity: v.number(),
  beginningBalance: v.number(),
  amount: v.number(),
  fee: v.number(),
  endingBalance: v.number(),
  checkoutId: v.string(),
  /** CHECKOUT: the year's credits bought; MONTHLY_OFFSET: one monthly offset; PLAN: a month of a monthly plan. */
  retirementKind: v.nullable(v.picklist(retirementKinds)),
  /** The year of the operational data the credits offset. */
  year: v.nullable(v.number()),
  /** The project the credits came from. */
  projectName: v.nullable(v.string()),
  /** A sample, not a real retirement (docs/product-rules.md#sample-retirements); null where the retirement cannot be read. */
  sample: v.nullable(v.boolean()),
  /** Where the registry shows the retired units (shared `registryRetirementUrl`); null for a sample or a registry not known. */
  registryRetirementUrl: v.nullable(v.string()),
});
export type CheckoutRecord = v.InferOutput<typeof CheckoutRecordSchema>;

/** Reply of GET /user-history/user-checkout-records. */
export const CheckoutRecordPageSchema = v.object({
  records: v.array(CheckoutRecordSchema),
  ...PageCursorsSchema.entries,
});
export type CheckoutRecordPage = v.InferOutput<typeof CheckoutRecordPageSchema>;
