import { requiredText, WithdrawalReasonSchema } from '@commons/shared/schemas';
import * as v from 'valibot';

/**
 * The current code of the staff member's app, as typed (spaces dropped): a payout is confirmed
 * with the app only, never a recovery code (docs/api.md#the-console-api).
 */
const appCode = v.pipe(
  requiredText('Code is required', { max: 12 }),
  v.transform((code) => code.replace(/\s/g, '')),
  v.regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
);

/** The reject dialog's form: the reason, by the API's own rule. */
export const RejectFormSchema = WithdrawalReasonSchema;

/** The approve dialog's form: the reason and the app's current code. */
export const ApproveFormSchema = v.object({ ...WithdrawalReasonSchema.entries, code: appCode });

/** What either form gives: the reason, and for an approval the code. */
export type DecisionForm = { reason: string; code?: string };
