import { Page, PageTitle } from '@commons/shared/ui';

/**
 * Wallet: title only in the foundation issue;
 * issue 4 (the wallet issue) builds the balance, top-up, withdrawal and history screens.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function WalletPage() {
  return (
    <Page>
      <PageTitle>Wallet</PageTitle>
    </Page>
  );
}
