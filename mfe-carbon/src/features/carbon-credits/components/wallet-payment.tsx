import { decideAccess, walletAccess, type CurrentUser } from '@commons/shared/domain';
import { useSession } from '@commons/shared/session';
import styled from 'styled-components';
import { QueryState } from '../../../components/query-state';
import { useWalletBalance } from '../api/get-wallet-balance';
import { BalanceCheck, canPay } from './balance-check';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Whether the signed-in user may read the wallet's balance: the owner, or a sub-user whose
 * policy has the Wallet menu (docs/product-rules.md#roles-and-menus).
 */
export function readsWallet(user: CurrentUser | null): boolean {
  if (!user) return false;
  const caller = { accountStatus: user.accountStatus, iam: user.iam, menus: user.assignedGroupPolicy?.menus ?? null };
  return decideAccess(caller, walletAccess, '/wallet').allowed;
}

/**
 * Whether Confirm may be pressed as far as money goes: with the balance in view, when it pays
 * `cost`; without it (a sub-user without Wallet), always, since the server weighs the account's
 * wallet itself and refuses a short one, charging nothing.
 */
export function useWalletPayment(cost: number) {
  const reads = readsWallet(useSession().userInfo);
  const balance = useWalletBalance(reads);
  const payable = !reads || (balance.data !== undefined && canPay(balance.data.amount, cost));
  return { reads, balance, payable };
}

/**
 * How the purchase is paid: the balance against the cost for those who may read it; for a
 * sub-user without the Wallet menu, that the account's wallet pays and who can see it. The
 * purchase is theirs to make (the checkout's rule), the balance is not theirs to read.
 */
export function WalletPayment({ payment, cost, purchase }: {
  payment: ReturnType<typeof useWalletPayment>;
  cost: number;
  purchase: string;
}) {
  if (!payment.reads) {
    return (
      <Note>
        The account&apos;s wallet pays for this purchase. Its balance is shown with the Wallet menu: ask the account owner
        for it. If the wallet cannot pay, nothing is charged.
      </Note>
    );
  }
  return (
    <QueryState query={payment.balance} what="Your wallet balance">
      {({ amount }) => <BalanceCheck balance={amount} cost={cost} purchase={purchase} />}
    </QueryState>
  );
}
