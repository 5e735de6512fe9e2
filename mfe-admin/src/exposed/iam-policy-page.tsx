import { Page, PageTitle } from '@commons/shared/ui';

/**
 * IAM Policy: title only in the foundation issue;
 * the admin issue builds the sub-user table and its Add, Edit and Delete popups.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function IamPolicyPage() {
  return (
    <Page>
      <PageTitle>IAM Policy</PageTitle>
    </Page>
  );
}
