import { formatUsd, usdToCents } from '@commons/shared/domain';
import { ButtonLink } from '@commons/shared/ui';
import styled from 'styled-components';

const Note = styled.div<{ $enough: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $enough }) => ($enough ? theme.colors.successSoft : theme.colors.dangerSoft)};
  color: ${({ theme, $enough }) => ($enough ? theme.colors.success : theme.colors.danger)};
  font-weight: 600;
`;

/** Whether `balance` pays `cost`, compared in cents so that no float error refuses an exact sum. */
export const canPay = (balance: number, cost: number): boolean => usdToCents(balance) >= usdToCents(cost);

/**
 * The wallet balance against what the purchase costs; when it falls short, the way to the
 * wallet to top it up (the server refuses such a purchase anyway, changing nothing).
 */
export function BalanceCheck({ balance, cost }: { balance: number; cost: number }) {
  const enough = canPay(balance, cost);
  return (
    <Note $enough={enough} role={enough ? undefined : 'alert'}>
      <span>
        Wallet balance: {formatUsd(balance)}. {enough ? 'Enough for this purchase.' : 'Not enough for this purchase.'}
      </span>
      {!enough && (
        <ButtonLink to="/wallet" variant="secondary">
          Top Up Wallet
        </ButtonLink>
      )}
    </Note>
  );
}
