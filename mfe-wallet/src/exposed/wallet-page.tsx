import { Card, Page, PageTitle, Stack } from '@commons/shared/ui';
import styled from 'styled-components';
import { HistoryTabs } from '../features/history/components/history-tabs';
import { BalanceCard } from '../features/wallet/components/balance-card';
import { WalletActions } from '../features/wallet/components/wallet-actions';

const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.2rem;
`;

/**
 * Wallet: the balance in USD with top-up and withdrawal, and the history tabs
 * (docs/product-rules.md#screens). Default export because the host loads it with `loadRemote` into
 * `React.lazy`.
 */
export default function WalletPage() {
  return (
    <Page>
      <PageTitle>Wallet</PageTitle>
      <Stack $gap={24}>
        <BalanceCard>
          <WalletActions />
        </BalanceCard>
        <Card aria-labelledby="wallet-history-title">
          <SectionTitle id="wallet-history-title">History</SectionTitle>
          <HistoryTabs />
        </Card>
      </Stack>
    </Page>
  );
}
