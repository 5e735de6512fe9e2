import { MailResendSchema, mailResendReasonMax, type MailResend } from '@commons/shared/schemas';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useResendMail } from '../api/resend-mail';
import { ReasonField } from '../../../components/reason-field';

/** The mail a resend copies, as the confirmation names it. */
export interface ResentMail {
  mailId: string;
  to: string;
  subject: string;
}

/** What the confirmation says will happen: the subject and the recipient. */
export const resendSentence = ({ to, subject }: ResentMail) => `Send “${subject}” to ${to} again?`;

/**
 * The confirmation of a resend: it names the subject and recipient, says a copy is queued and a
 * one-time link is never resent (docs/mail.md#resending), and asks for the reason.
 */
export function ResendDialog({ mail, onClose }: { mail: ResentMail; onClose: () => void }) {
  const resend = useResendMail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MailResend>({ resolver: valibotResolver(MailResendSchema) as Resolver<MailResend>, defaultValues: { reason: '' } });

  const onSubmit = ({ reason }: MailResend) => resend.send({ ...mail, reason }, { onSuccess: onClose });

  return (
    <ConfirmDialog
      title="Resend mail"
      description={`${resendSentence(mail)} A copy is queued as a new mail; this one stays as it was. Security mail (sign-in links, resets, invitations) is never resent, as its link is one-time: the person asks for a new one.`}
      confirm="Resend"
      busyConfirm="Resending"
      busy={resend.busy}
      refusal={resend.error?.message}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <ReasonField label="Reason" hint="Kept in the audit with your name." maxLength={mailResendReasonMax} error={errors.reason?.message} {...register('reason')} />
    </ConfirmDialog>
  );
}
