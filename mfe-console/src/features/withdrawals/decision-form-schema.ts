import { WithdrawalReasonSchema } from '@commons/shared/schemas';
import * as v from 'valibot';
import { StepUpCodeSchema } from '../../components/step-up-code-schema';

/** The reject dialog's form: the reason, by the API's own rule. */
export const RejectFormSchema = WithdrawalReasonSchema;

/** The approve dialog's form: the reason and the app's current code. */
export const ApproveFormSchema = v.object({ ...WithdrawalReasonSchema.entries, code: StepUpCodeSchema });

/** What either form gives: the reason, and for an approval the code. */
export type DecisionForm = { reason: string; code?: string };
