import { Page, PageTitle } from '@commons/shared/ui';
import { CarbonCreditsTable } from '../features/carbon-credits/components/carbon-credits-table';

/**
 * Carbon Credits (docs/product-rules.md#screens): the APPROVED and ESTIMATED years with their
 * Checkout or Offset, the Purchasing Credits popup and the certificates. Default export because the
 * host loads it with `loadRemote` into `React.lazy`.
 */
export default function CarbonCreditsPage() {
  return (
    <Page>
      <PageTitle>Carbon Credits</PageTitle>
      <CarbonCreditsTable withPlans />
    </Page>
  );
}
