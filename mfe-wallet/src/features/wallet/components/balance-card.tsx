import { formatUsd } from '@commons/shared/domain';
import { Button, Card } from '@commons/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useWallet } from '../api/get-wallet';

const Panel = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 20px;
  background:
    linear-gradient(135deg, ${({ theme }) => theme.colors.primarySoft} 0%, ${({ theme }) => theme.colors.surface} 70%);
`;

const Label = styled.h2`
  margin: 0 0 4px;
  font-size: 0.9rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Amount = styled.p`
  margin: 0;
  font-size: clamp(2rem, 5vw, 2.75rem);
  font-weight: 700;
  line-height: 1.1;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
`;

const Note = styled.p`
  margin: 6px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** What the balance shows while it loads, or after it failed to load. */
function BalanceValue() {
  const wallet = useWallet();
  if (wallet.isPending) return <Amount aria-busy="true">…</Amount>;
  if (wallet.isError) {
    return (
      <>
        <Amount>-</Amount>
        <Note>
          The balance could not be loaded.{' '}
          <Button variant="ghost" onClick={() => void wallet.refetch()}>
            Try Again
          </Button>
        </Note>
      </>
    );
  }
  return <Amount>{formatUsd(wallet.data.amount)}</Amount>;
}

/** The wallet's balance in USD, with the actions that move money (`children`). */
export function BalanceCard({ children }: { children: ReactNode }) {
  return (
    <Panel aria-labelledby="wallet-balance-label">
      <div>
        <Label id="wallet-balance-label">Wallet Balance</Label>
        <BalanceValue />
      </div>
      <Actions>{children}</Actions>
    </Panel>
  );
}
