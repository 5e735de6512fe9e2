import { Page, PageTitle } from '@commons/shared/ui';
import { Wizard } from '../features/wizard/components/wizard';

/**
 * Wizard (docs/product-rules.md#screens): family members, operational data and the checkout, in
 * three numbered steps starting at the second. Default export because the host loads it with
 * `loadRemote` into `React.lazy`.
 */
export default function WizardPage() {
  return (
    <Page>
      <PageTitle>Wizard</PageTitle>
      <Wizard />
    </Page>
  );
}
