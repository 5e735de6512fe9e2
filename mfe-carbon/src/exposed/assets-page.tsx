import { Page, PageTitle } from '@commons/shared/ui';

/**
 * Assets: title only in the foundation issue;
 * the carbon issue builds the approved operational data table of PRODUCT_SPEC section 2.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function AssetsPage() {
  return (
    <Page>
      <PageTitle>Assets</PageTitle>
    </Page>
  );
}
