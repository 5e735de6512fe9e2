import { Page, PageTitle } from '@commons/shared/ui';

/**
 * Profile: title only in the foundation issue;
 * issue 3 (the shell and account issue) builds the profile form of PRODUCT_SPEC section 2.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function ProfilePage() {
  return (
    <Page>
      <PageTitle>Profile</PageTitle>
    </Page>
  );
}
