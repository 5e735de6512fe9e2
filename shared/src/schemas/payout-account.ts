import * as v from 'valibot';
import { password } from './auth';
import { BankAccountSchema, MaskedBankAccountSchema } from './bank-account';
import { twoFactorCode } from './two-factor';

// The owner's payout account, where withdrawals are paid (docs/product-rules.md#money-and-payments).

/**
 * Reply of GET /wallet/individual/payout-account: the account masked (null when none is kept),
 * when it was last set, while a change is under `holdHours` old, when withdrawals open again, and
 * the hold the server applies to a change (`PAYOUT_ACCOUNT_HOLD_HOURS`, 24 by default).
 */
export const PayoutAccountSchema = v.object({
  account: v.nullable(MaskedBankAccountSchema),
  /** ISO 8601. */
  changedAt: v.nullable(v.string()),
  /** ISO 8601, or null once withdrawals to the account are open. */
  holdUntil: v.nullable(v.string()),
  holdHours: v.number(),
});
export type PayoutAccount = v.InferOutput<typeof PayoutAccountSchema>;

/**
 * PUT /wallet/individual/payout-account: the account in full, confirmed by the current password
 * and, when two-factor sign-in is on, a current code (checked by the server, which knows).
 */
export const SetPayoutAccountSchema = v.object({
  account: BankAccountSchema,
  password: password('Current password is required'),
  code: v.optional(twoFactorCode),
});
export type SetPayoutAccountInput = v.InferInput<typeof SetPayoutAccountSchema>;
export type SetPayoutAccount = v.InferOutput<typeof SetPayoutAccountSchema>;
