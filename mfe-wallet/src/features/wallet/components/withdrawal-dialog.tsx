import { formatUsd, minimumWithdrawalCents, usdToCents, withdrawalTooSmall } from '@commons/shared/domain';
import { defaultWalletAmount, WithdrawalAmountSchema } from '@commons/shared/schemas';
import { useFormToasts } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import * as v from 'valibot';
import { PaidTo } from '../../payout-account/components/paid-to';
import { useCreateWithdrawalRequest } from '../api/create-withdrawal-request';
import { useWallet } from '../api/get-wallet';
import { AmountForm, type AmountSchema } from './amount-form';
import { useOwnerUnverified, VerifyFirstNotice } from './verify-first-notice';

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
 * The API's withdrawal rule with the balance's two limits, as the server applies them
 * (docs/product-rules.md#money-and-payments): no more than the balance, and at least $1.00
 * unless it is the whole balance.
 */
const withdrawalAmount = (balance: number): AmountSchema => {
  const balanceCents = usdToCents(balance);
  return v.pipe(
    WithdrawalAmountSchema,
    v.maxValue(balance, insufficientBalanceMessage),
    v.check((usd) => withdrawalTooSmall(usdToCents(usd), balanceCents) === null, withdrawalTooSmall(0, balanceCents) ?? ''),
  );
};

/**
 * The withdrawal request popup. The amount is held from the balance at once and the request
 * waits under Pending until an operator approves or rejects it. The amount is checked at the
 * field before sending; the server still checks, and its refusal is a toast of the popup's own,
 * gone on the next submit or when the popup closes. A balance under $1.00 starts as the amount,
 * being the only withdrawal it allows. An owner whose address is not verified yet is told so
 * here, with a Resend, and cannot send (docs/product-rules.md#what-waits-for-a-verified-address).
 * Above the amount it says where the money goes, with a way to set or change it (`onPayoutAccount`);
 * "Whole balance" fills the exact available balance, cents included.
 */
export function WithdrawalDialog({ onClose, onPayoutAccount }: { onClose: () => void; onPayoutAccount: () => void }) {
  const withdraw = useCreateWithdrawalRequest();
  const wallet = useWallet();
  const toasts = useFormToasts();
  const unverified = useOwnerUnverified();
  const balance = wallet.data?.amount;
  const submit = (amount: number) => {
    toasts.clear();
    withdraw.send(amount, { onSuccess: onClose, onError: toasts.adopt });
  };
  const onlyWhole = balance !== undefined && balance > 0 && usdToCents(balance) < minimumWithdrawalCents;
  return (
    <Modal title="Withdrawal Request" description="Request a payout from your wallet balance." onClose={onClose}>
      {unverified && <VerifyFirstNotice action="asking for a withdrawal" />}
      <PaidTo onChange={onPayoutAccount} />
      <AmountForm
        key={onlyWhole ? 'whole' : 'part'}
        name="Withdrawal Request"
        submitLabel="Submit Request"
        busy={withdraw.busy}
        disabled={unverified}
        cents
        amount={balance === undefined ? WithdrawalAmountSchema : withdrawalAmount(balance)}
        defaultAmount={onlyWhole ? balance : defaultWalletAmount}
        wholeAmount={balance}
        onSubmit={submit}
        onInvalid={toasts.clear}
      >
        {balance !== undefined && <Available>Available balance: {formatUsd(balance)}</Available>}
      </AmountForm>
    </Modal>
  );
}
