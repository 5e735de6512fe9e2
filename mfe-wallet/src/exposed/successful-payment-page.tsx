import { Page, PageTitle } from '@commons/shared/ui';

/**
 * Successful Payment: title only in the foundation issue;
 * issue 4 (the wallet issue) builds the "Getting Things Ready" redirect to the wallet.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function SuccessfulPaymentPage() {
  return (
    <Page>
      <PageTitle>Successful Payment</PageTitle>
    </Page>
  );
}
