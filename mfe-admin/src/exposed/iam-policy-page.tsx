import { Page, PageTitle } from '@commons/shared/ui';
import { SubUsersSection } from '../features/sub-users/components/sub-users-section';

/**
 * IAM Policy (docs/product-rules.md#screens): the account's sub-users with Add, Edit and Delete
 * popups. Owner-only; the host's guard sees to that. Default export because the host loads it with
 * `loadRemote` into `React.lazy`.
 */
export default function IamPolicyPage() {
  return (
    <Page>
      <PageTitle>IAM Policy</PageTitle>
      <SubUsersSection />
    </Page>
  );
}
