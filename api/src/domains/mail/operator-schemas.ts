import * as v from 'valibot';
import { EmailSchema, mailResendReasonMax, requiredText } from '@commons/shared/schemas';

const mailId = v.pipe(v.string('Mail id is required'), v.trim(), v.uuid('No mail has this id'), v.toLowerCase());

/** Bodies of `POST /api/operator/mail/<command>`, the CLI's calls while a server runs. */
export const MailOperatorSchemas = {
  list: v.object({ email: v.optional(EmailSchema) }),
  show: v.object({ mailId }),
  /** A resend always says why: the audit keeps it. */
  resend: v.object({ mailId, reason: requiredText('must say why', { max: mailResendReasonMax }) }),
} as const;
