import * as v from 'valibot';
import { accountStatuses } from '@commons/shared/domain';
import { EmailSchema } from '@commons/shared/schemas';
import { OptionalReasonSchema } from '../../operator/reason';

export const AccountStatusSchema = v.picklist(accountStatuses, `must be one of ${accountStatuses.join(', ')}`);

/** Bodies of `POST /api/operator/accounts/<command>`, the CLI's calls while a server runs. */
export const AccountOperatorSchemas = {
  list: v.object({ status: v.optional(AccountStatusSchema) }),
  changeStatus: v.object({ email: EmailSchema, reason: OptionalReasonSchema }),
} as const;
