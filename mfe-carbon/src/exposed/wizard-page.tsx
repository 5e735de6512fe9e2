import { Page, PageTitle } from '@commons/shared/ui';

/**
 * Wizard: title only in the foundation issue;
 * the carbon issue builds the three-step wizard of PRODUCT_SPEC section 2.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function WizardPage() {
  return (
    <Page>
      <PageTitle>Wizard</PageTitle>
    </Page>
  );
}
