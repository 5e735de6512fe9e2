import { Page, PageTitle } from '@commons/shared/ui';

/**
 * Carbon Credits: title only in the foundation issue;
 * the carbon issue builds the carbon credits table, purchase popup and certificates.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function CarbonCreditsPage() {
  return (
    <Page>
      <PageTitle>Carbon Credits</PageTitle>
    </Page>
  );
}
