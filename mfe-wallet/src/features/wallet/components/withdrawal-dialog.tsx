import { formatUsd } from '@commons/shared/domain';
import { Modal } from '@commons/shared/ui';
import styled from 'styled-components';
import { useCreateWithdrawalRequest } from '../api/create-withdrawal-request';
import { useWallet } from '../api/get-wallet';
import { AmountForm } from './amount-form';

const Available = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The withdrawal request popup. The amount is held from the balance at once and the request
 * waits under Pending until an operator approves or rejects it.
 */
export function WithdrawalDialog({ onClose }: { onClose: () => void }) {
  const withdraw = useCreateWithdrawalRequest();
  const wallet = useWallet();
  return (
    <Modal title="Withdrawal Request" description="Request a payout from your wallet balance." onClose={onClose}>
      <AmountForm
        name="Withdrawal Request"
        submitLabel="Submit Request"
        busy={withdraw.isPending}
        onSubmit={(amount) => withdraw.mutate(amount, { onSuccess: onClose })}
      >
        {wallet.data && <Available>Available balance: {formatUsd(wallet.data.amount)}</Available>}
      </AmountForm>
    </Modal>
  );
}
