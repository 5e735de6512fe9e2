import { Page, PageTitle } from '@commons/shared/ui';

/**
 * Dashboard: title only in the foundation issue;
 * the carbon issue builds the yearly chart and summary panel of PRODUCT_SPEC section 2.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function DashboardPage() {
  return (
    <Page>
      <PageTitle>Dashboard</PageTitle>
    </Page>
  );
}
