import { Page, PageTitle } from '@commons/shared/ui';
import { AssetsTable } from '../features/assets/components/assets-table';

/**
 * Assets (docs/product-rules.md#screens): the account's APPROVED operational data.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function AssetsPage() {
  return (
    <Page>
      <PageTitle>Assets</PageTitle>
      <AssetsTable />
    </Page>
  );
}
