import type { WaitingRecoveryRequest } from '@commons/shared/schemas';
import { notify, TextField } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StepUpCodeField } from '../../../components/step-up-code-field';
import { useApproveRecoveryRequest, useRefuseRecoveryRequest } from '../api/decide-recovery-request';
import { ApproveFormSchema, RefuseFormSchema, type ApproveForm, type ApproveFormInput, type RefuseForm, type RefuseFormInput } from '../staff-form-schemas';

const Reminder = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

type Props = { request: WaitingRecoveryRequest; onClose: () => void };

/**
 * Approves a request: two-factor sign-in goes off for the account, so only after checking who asks
 * by a channel the request did not come through (docs/product-rules.md#losing-the-second-factor).
 */
export function ApproveRecoveryDialog({ request, onClose }: Props) {
  const approve = useApproveRecoveryRequest();
  const { register, handleSubmit, formState } = useForm<ApproveFormInput, unknown, ApproveForm>({
    resolver: valibotResolver(ApproveFormSchema),
    defaultValues: { check: '', code: '' },
  });
  const onSubmit = (form: ApproveForm) =>
    approve.send({ ...form, requestId: request.requestId }, { onSuccess: () => (notify.success(`Two-factor sign-in is off for ${request.email}`), onClose()) });
  const title = `Approve the request of ${request.email}`;
  return (
    <ConfirmDialog
      title={title}
      description={`Two-factor sign-in goes off for ${request.name} (${request.email}), every session ends, and the owner is mailed.`}
      confirm={`Approve for ${request.email}`}
      busyConfirm="Approving"
      busy={approve.busy}
      refusal={approve.error?.message}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <Reminder>
        Check who asks first, by a channel the request did not come through: call the phone number on file, or ask for the documents of the
        account. Never approve on the strength of this request alone.
      </Reminder>
      <TextField label="How you checked who asks" autoComplete="off" error={formState.errors.check?.message} {...register('check')} />
      <StepUpCodeField error={formState.errors.code?.message} {...register('code')} />
    </ConfirmDialog>
  );
}

/** Refuses a request: two-factor sign-in stays on, and the owner is mailed the reason. */
export function RefuseRecoveryDialog({ request, onClose }: Props) {
  const refuse = useRefuseRecoveryRequest();
  const { register, handleSubmit, formState } = useForm<RefuseFormInput, unknown, RefuseForm>({
    resolver: valibotResolver(RefuseFormSchema),
    defaultValues: { reason: '', code: '' },
  });
  const onSubmit = (form: RefuseForm) =>
    refuse.send({ ...form, requestId: request.requestId }, { onSuccess: () => (notify.success(`Refused the request of ${request.email}`), onClose()) });
  const title = `Refuse the request of ${request.email}`;
  return (
    <ConfirmDialog
      title={title}
      description={`Two-factor sign-in stays on for ${request.name} (${request.email}); the reason is mailed to them.`}
      confirm={`Refuse for ${request.email}`}
      busyConfirm="Refusing"
      danger
      busy={refuse.busy}
      refusal={refuse.error?.message}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <TextField label="Reason" hint="Mailed to the owner and recorded in the audit." autoComplete="off" error={formState.errors.reason?.message} {...register('reason')} />
      <StepUpCodeField error={formState.errors.code?.message} {...register('code')} />
    </ConfirmDialog>
  );
}
