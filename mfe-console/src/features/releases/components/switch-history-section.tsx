import { activationActions, formatDateTime, remoteNames } from '@commons/shared/domain';
import type { ReleaseSwitch, SwitchHistoryQueryInput } from '@commons/shared/schemas';
import { Card, LoadFailed, Spinner, Stack } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { Table, type Column } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { Pager, positionOf } from '../../../components/pager';
import { TableFilters } from '../../../components/table-filters';
import { TableSearch } from '../../../components/table-search';
import { useTableUrl } from '../../../components/table-url';
import { useReleaseHistory } from '../api/get-release-history';

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.15rem;
`;

const Filters = styled(TableFilters)`
  margin-bottom: 16px;
`;

const filters = ['remote', 'action', 'q'] as const;

/** What a switch did, in words: "rollout of 1.5.0 to 25% (live 1.4.0)". */
function describe({ action, version, previous, percent, forced }: ReleaseSwitch): string {
  const what =
    action === 'rollout' ? `rollout of ${version} to ${percent}%` : action === 'abort' ? `abort of the rollout of ${version}` : `${action} ${version}`;
  const from = previous && action !== 'rollout' && action !== 'abort' ? ` (was ${previous})` : previous ? ` (live ${previous})` : '';
  return `${what}${from}${forced ? ', forced' : ''}`;
}

const columns: Column<ReleaseSwitch>[] = [
  { header: 'When', cell: (s) => formatDateTime(s.at), sortKey: 'at' },
  { header: 'Remote', cell: (s) => s.remote, sortKey: 'remote' },
  { header: 'Switch', cell: describe, sortKey: 'action' },
  { header: 'Version', cell: (s) => s.version, sortKey: 'version' },
  { header: 'By', cell: (s) => s.by, sortKey: 'by' },
  { header: 'Reason', cell: (s) => s.reason ?? 'none given' },
];

/**
 * Every switch of the remotes, a numbered page the server sorts (newest first unless a header
 * says otherwise), filters by remote and action and searches by version, who and why; the view
 * is kept in the address.
 */
export function SwitchHistorySection() {
  const table = useTableUrl(filters, { sort: 'at', order: 'desc' });
  // The address is passed on as it is: the server refuses what it does not know, with a message.
  const history = useReleaseHistory(table.view as SwitchHistoryQueryInput);
  const q = table.view.q ?? '';
  return (
    <Card aria-labelledby="release-history">
      <Heading id="release-history">History of switches</Heading>
      <Filters $selects={2}>
        <Select label="Remote" placeholder="All remotes" options={remoteNames} value={table.view.remote ?? ''} onChange={(e) => table.change({ remote: e.target.value })} />
        <Select label="Action" placeholder="Every action" options={activationActions} value={table.view.action ?? ''} onChange={(e) => table.change({ action: e.target.value })} />
        <TableSearch key={q} name="Search the switches" label="Version, who or why" hint="Part of a word, any case" value={q} onSearch={(text) => table.change({ q: text })} />
      </Filters>
      {history.isError && !history.data ? (
        <LoadFailed onRetry={() => void history.refetch()}>The history could not be loaded.</LoadFailed>
      ) : !history.data ? (
        <Spinner label="Loading the history" />
      ) : (
        <Stack $gap={12}>
          <Table
            caption="Switches of the remotes"
            columns={columns}
            rows={history.data.switches}
            rowKey={(s) => s.id}
            emptyText={table.view.remote || table.view.action || q ? 'No switches match these filters' : 'No switches yet'}
            sorting={table.sorting}
          />
          <Pager label="Pages of switches" {...positionOf(history.data)} onPage={table.onPage} />
        </Stack>
      )}
    </Card>
  );
}
