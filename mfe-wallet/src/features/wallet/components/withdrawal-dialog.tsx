import { formatUsd } from '@commons/shared/domain';
import { Modal, useFormToasts } from '@commons/shared/ui';
import styled from 'styled-components';
import { useCreateWithdrawalRequest } from '../api/create-withdrawal-request';
import { useWallet } from '../api/get-wallet';
import { AmountForm } from './amount-form';

/**
 * Said at the amount field when the request is more than the balance
 * (docs/api.md#how-input-is-checked-and-errors-reach-the-user).
 */
export const insufficientBalanceMessage = 'Insufficient balance';

const Available = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The withdrawal request popup. The amount is held from the balance at once and the request
 * waits under Pending until an operator approves or rejects it. More than the balance shown
 * is refused at the field before sending; the server still checks, and its refusal is a
 * toast of the popup's own, gone on the next submit or when the popup closes.
 */
export function WithdrawalDialog({ onClose }: { onClose: () => void }) {
  const withdraw = useCreateWithdrawalRequest();
  const wallet = useWallet();
  const toasts = useFormToasts();
  const submit = (amount: number) => {
    toasts.clear();
    withdraw.send(amount, { onSuccess: onClose, onError: toasts.adopt });
  };
  return (
    <Modal title="Withdrawal Request" description="Request a payout from your wallet balance." onClose={onClose}>
      <AmountForm
        name="Withdrawal Request"
        submitLabel="Submit Request"
        busy={withdraw.busy}
        limit={wallet.data && { max: wallet.data.amount, message: insufficientBalanceMessage }}
        onSubmit={submit}
        onInvalid={toasts.clear}
      >
        {wallet.data && <Available>Available balance: {formatUsd(wallet.data.amount)}</Available>}
      </AmountForm>
    </Modal>
  );
}
