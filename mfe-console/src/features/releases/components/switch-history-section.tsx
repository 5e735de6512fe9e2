import { formatDateTime, remoteNames, type RemoteName } from '@commons/shared/domain';
import type { ReleaseSwitch } from '@commons/shared/schemas';
import { Card, PagedTable, Select, type Column } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useReleaseHistory } from '../api/get-release-history';

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.15rem;
`;

const Filter = styled.div`
  max-width: 280px;
  margin-bottom: 16px;
`;

const allRemotes = 'All remotes';

/** What a switch did, in words: "rollout of 1.5.0 to 25% (live 1.4.0)". */
function describe({ action, version, previous, percent, forced }: ReleaseSwitch): string {
  const what =
    action === 'rollout' ? `rollout of ${version} to ${percent}%` : action === 'abort' ? `abort of the rollout of ${version}` : `${action} ${version}`;
  const from = previous && action !== 'rollout' && action !== 'abort' ? ` (was ${previous})` : previous ? ` (live ${previous})` : '';
  return `${what}${from}${forced ? ', forced' : ''}`;
}

const columns: Column<ReleaseSwitch>[] = [
  { header: 'When', cell: (s) => formatDateTime(s.at) },
  { header: 'Remote', cell: (s) => s.remote },
  { header: 'Switch', cell: describe },
  { header: 'By', cell: (s) => s.by },
  { header: 'Reason', cell: (s) => s.reason ?? 'none given' },
];

/** Every switch of the remotes, newest first, filtered by remote on the server. */
export function SwitchHistorySection() {
  const [remote, setRemote] = useState<RemoteName | null>(null);
  const history = useReleaseHistory(remote);
  return (
    <Card aria-labelledby="release-history">
      <Heading id="release-history">History of switches</Heading>
      <Filter>
        <Select
          label="Remote"
          options={[allRemotes, ...remoteNames]}
          value={remote ?? allRemotes}
          onChange={(event) => setRemote(event.target.value === allRemotes ? null : (event.target.value as RemoteName))}
        />
      </Filter>
      <PagedTable query={history} caption="Switches of the remotes, newest first" columns={columns} rowKey={(s) => s.id} />
    </Card>
  );
}
