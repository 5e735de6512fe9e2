import * as v from 'valibot';
import { EmailSchema } from '@commons/shared/schemas';

/** Bodies of `POST /api/operator/mail/<command>`, the CLI's calls while a server runs. */
export const MailOperatorSchemas = {
  list: v.object({ email: v.optional(EmailSchema) }),
  show: v.object({ mailId: v.pipe(v.string('Mail id is required'), v.trim(), v.uuid('No mail has this id'), v.toLowerCase()) }),
} as const;
