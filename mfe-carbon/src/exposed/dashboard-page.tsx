import { Page, PageTitle } from '@commons/shared/ui';
import { BuildLabel } from '../components/build-label';
import { Dashboard } from '../features/dashboard/components/dashboard';

/**
 * Dashboard: emissions against offsets per year and the yearly summary panel
 * (docs/product-rules.md#screens). Victory comes in its own chunk, fetched only once the chart
 * renders. Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function DashboardPage() {
  return (
    <Page>
      <PageTitle>Dashboard</PageTitle>
      <Dashboard />
      <BuildLabel />
    </Page>
  );
}
