import { MailResendSchema, mailResendReasonMax, type MailResend } from '@commons/shared/schemas';
import { Button, Modal, Stack } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import styled from 'styled-components';
import { useResendMail } from '../api/resend-mail';
import { ReasonBox } from './reason-box';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

const Refusal = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

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
 * one-time link is never resent (docs/mail.md#resending), asks for the reason, and stays open
 * with the server's refusal shown as sent until the operator closes it.
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
    <Modal
      title="Resend mail"
      description={`${resendSentence(mail)} A copy is queued as a new mail; this one stays as it was. Security mail (sign-in links, resets, invitations) is never resent, as its link is one-time: the person asks for a new one.`}
      onClose={onClose}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Resend mail">
        <Stack>
          <ReasonBox
            label="Reason"
            hint="Kept in the audit with your name."
            maxLength={mailResendReasonMax}
            error={errors.reason?.message}
            {...register('reason')}
          />
          {resend.error && <Refusal role="alert">{resend.error.message}</Refusal>}
          <Buttons>
            <Button type="button" variant="secondary" disabled={resend.busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={resend.busy}>
              {resend.busy ? 'Resending' : 'Resend'}
            </Button>
          </Buttons>
        </Stack>
      </form>
    </Modal>
  );
}
