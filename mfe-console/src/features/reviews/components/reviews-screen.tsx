import { PageTitle, Tabs } from '@commons/shared/ui';
import { useState } from 'react';
import { AccountsTab } from './accounts-tab';
import { DocumentsTab } from './documents-tab';
import { RecordsTab } from './records-tab';

const tabs = [
  { id: 'accounts', label: 'Accounts' },
  { id: 'documents', label: 'Documents' },
  { id: 'yearly-data', label: 'Yearly data' },
] as const;

type TabId = (typeof tabs)[number]['id'];

/** The operator's Reviews: accounts, identity documents and yearly data, one tab each. */
export function ReviewsScreen() {
  const [selected, setSelected] = useState<TabId>('accounts');
  return (
    <>
      <PageTitle>Reviews</PageTitle>
      <Tabs label="What to review" tabs={tabs} selected={selected} onSelect={setSelected}>
        {selected === 'accounts' && <AccountsTab />}
        {selected === 'documents' && <DocumentsTab />}
        {selected === 'yearly-data' && <RecordsTab />}
      </Tabs>
    </>
  );
}
