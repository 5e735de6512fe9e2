import { Page, PageTitle } from '@commons/shared/ui';
import { BankTransferOrders } from '../features/carbon-credits/components/bank-transfer-orders';
import { CarbonCreditsTable } from '../features/carbon-credits/components/carbon-credits-table';

/**
 * Carbon Credits (docs/product-rules.md#screens): the APPROVED and ESTIMATED years with their
 * Checkout or Offset, the Purchasing Credits popup and the certificates, then the orders paid by
 * bank transfer (docs/product-rules.md#bank-transfer-orders). Default export because the
 * host loads it with `loadRemote` into `React.lazy`.
 */
export default function CarbonCreditsPage() {
  return (
    <Page>
      <PageTitle>Carbon Credits</PageTitle>
      <CarbonCreditsTable withPlans />
      <BankTransferOrders />
    </Page>
  );
}
