import { Page, PageTitle } from '@commons/shared/ui';
import { GroupPoliciesSection } from '../features/group-policies/components/group-policies-section';

/**
 * Group Policy (docs/product-rules.md#screens): the account's group policies with Add, Edit and
 * Delete popups. Owner-only; the host's guard sees to that. Default export because the host loads
 * it with `loadRemote` into `React.lazy`.
 */
export default function GroupPolicyPage() {
  return (
    <Page>
      <PageTitle>Group Policy</PageTitle>
      <GroupPoliciesSection />
    </Page>
  );
}
