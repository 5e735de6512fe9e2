import { formatUsd } from '@commons/shared/domain';
import type { QueuedWithdrawal } from '@commons/shared/schemas';
import { withdrawalReasonMax } from '@commons/shared/schemas';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StepUpCodeField } from '../../../components/step-up-code-field';
import { useDecideWithdrawal, type WithdrawalAction } from '../api/decide-withdrawal';
import { ApproveFormSchema, RejectFormSchema, type DecisionForm } from '../decision-form-schema';
import { ReasonField } from '../../../components/reason-field';
import { AccountReveal } from './account-reveal';

const wording: Record<WithdrawalAction, { title: string; verb: string; outcome: string; confirm: string; busy: string }> = {
  approve: { title: 'Approve withdrawal', verb: 'Approve', outcome: 'The amount is paid out to the account.', confirm: 'Approve and pay out', busy: 'Approving' },
  reject: {
    title: 'Reject withdrawal',
    verb: 'Reject',
    outcome: "The amount returns to the account's balance, and the account is told the reason.",
    confirm: 'Reject request',
    busy: 'Rejecting',
  },
};

/** What the confirmation says will happen: the action, the amount and the account. */
export const decisionSentence = (action: WithdrawalAction, { amount, email }: QueuedWithdrawal) =>
  `${wording[action].verb} the withdrawal of ${formatUsd(amount)} for ${email}?`;

/**
 * The confirmation of a decision on one request: it names the amount and the account, asks for
 * the reason (and, to pay out, the app's current code), and stays open with the server's
 * refusal shown as sent until the operator closes it.
 */
export function DecisionDialog({ action, request, onClose }: { action: WithdrawalAction; request: QueuedWithdrawal; onClose: () => void }) {
  const decide = useDecideWithdrawal();
  const approving = action === 'approve';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DecisionForm>({
    resolver: valibotResolver(approving ? ApproveFormSchema : RejectFormSchema) as Resolver<DecisionForm>,
    defaultValues: approving ? { reason: '', code: '' } : { reason: '' },
  });
  const words = wording[action];

  const onSubmit = ({ reason, code = '' }: DecisionForm) =>
    decide.send(approving ? { action, request, reason, code } : { action, request, reason }, { onSuccess: onClose });

  return (
    <ConfirmDialog
      title={words.title}
      description={`${decisionSentence(action, request)} ${words.outcome}`}
      confirm={words.confirm}
      busyConfirm={words.busy}
      danger={!approving}
      busy={decide.busy}
      refusal={decide.error?.message}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      {approving && <AccountReveal request={request} />}
      <ReasonField
        label="Reason"
        hint={approving ? 'Kept in the audit with your name.' : 'Kept in the audit with your name, and told to the account.'}
        maxLength={withdrawalReasonMax}
        error={errors.reason?.message}
        {...register('reason')}
      />
      {approving && <StepUpCodeField error={errors.code?.message} {...register('code')} />}
    </ConfirmDialog>
  );
}
