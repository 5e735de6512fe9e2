import { Page, PageTitle } from '@commons/shared/ui';

/**
 * Group Policy: title only in the foundation issue;
 * the admin issue builds the group policy table and its Add, Edit and Delete popups.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function GroupPolicyPage() {
  return (
    <Page>
      <PageTitle>Group Policy</PageTitle>
    </Page>
  );
}
