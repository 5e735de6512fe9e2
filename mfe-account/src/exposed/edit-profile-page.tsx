import { Page, PageTitle } from '@commons/shared/ui';

/**
 * Edit Profile: title only in the foundation issue;
 * issue 3 (the shell and account issue) builds the edit-profile form of PRODUCT_SPEC section 2.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function EditProfilePage() {
  return (
    <Page>
      <PageTitle>Edit Profile</PageTitle>
    </Page>
  );
}
