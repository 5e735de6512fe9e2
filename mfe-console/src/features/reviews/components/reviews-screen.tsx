import { useLocation, useNavigate } from '@commons/shared/navigation';
import { PageTitle } from '@commons/shared/ui';
import { Tabs } from '@commons/shared/ui-kit';
import { AccountsTab } from './accounts-tab';
import { DocumentsTab } from './documents-tab';
import { RecordsTab } from './records-tab';

const tabs = [
  { id: 'accounts', label: 'Accounts' },
  { id: 'documents', label: 'Documents' },
  { id: 'yearly-data', label: 'Yearly data' },
] as const;

type TabId = (typeof tabs)[number]['id'];

/** The tab the address names (`?tab=documents`), the accounts when it names none it knows. */
const tabOf = (search: string): TabId => tabs.find((tab) => tab.id === new URLSearchParams(search).get('tab'))?.id ?? 'accounts';

/**
 * The operator's Reviews: accounts, identity documents and yearly data, one tab each. The tab
 * lives in the address beside its list's page, sort and filters; another tab starts afresh,
 * as each list sorts and filters by its own columns.
 */
export function ReviewsScreen() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const selected = tabOf(search);
  return (
    <>
      <PageTitle>Reviews</PageTitle>
      <Tabs label="What to review" tabs={tabs} selected={selected} onSelect={(id) => navigate(id === 'accounts' ? pathname : `${pathname}?tab=${id}`)}>
        {selected === 'accounts' && <AccountsTab />}
        {selected === 'documents' && <DocumentsTab />}
        {selected === 'yearly-data' && <RecordsTab />}
      </Tabs>
    </>
  );
}
