import * as v from 'valibot';
import { withdrawalStatuses } from '@commons/shared/domain';
import { requiredText } from '@commons/shared/schemas';

export const WithdrawalStatusSchema = v.picklist(withdrawalStatuses, `must be one of ${withdrawalStatuses.join(', ')}`);

export const RequestIdSchema = v.pipe(v.string('must be a UUID'), v.trim(), v.uuid('must be a UUID'), v.toLowerCase());

/** Bodies of `POST /api/operator/withdrawals/<command>`, the CLI's calls while a server runs. */
export const WithdrawalOperatorSchemas = {
  list: v.object({ status: v.optional(WithdrawalStatusSchema) }),
  decide: v.object({
    requestId: RequestIdSchema,
    by: requiredText('must be a name', { invalid: 'must be a name' }),
    /** A rejection's reason, told to the account in the notice; optional. */
    reason: v.optional(v.pipe(v.string('must be text'), v.trim(), v.maxLength(500, 'must be at most 500 characters'))),
  }),
} as const;
