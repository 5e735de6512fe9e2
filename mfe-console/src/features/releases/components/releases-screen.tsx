import type { RemoteName } from '@commons/shared/domain';
import { LoadFailed, PageTitle, Spinner, Stack } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useReleaseBoard } from '../api/get-release-board';
import type { SwitchKind } from '../switch-plan';
import { RemoteReleaseCard } from './remote-release-card';
import { SwitchDialog } from './switch-dialog';
import { SwitchHistorySection } from './switch-history-section';

const periods = ['Last hour', 'Last day'] as const;
type Period = (typeof periods)[number];

const PeriodPick = styled.div`
  max-width: 280px;
`;

/**
 * The release engineer's Releases screen (docs/releases.md): every remote's live version,
 * rollout and health gate, its versions' loads and web vitals over the last hour or day, the
 * switches it allows, each confirmed with a reason, and the history of switches.
 */
export function ReleasesScreen() {
  const board = useReleaseBoard();
  const [period, setPeriod] = useState<Period>('Last hour');
  const [open, setOpen] = useState<{ kind: SwitchKind; remote: RemoteName } | null>(null);
  const switching = open && board.data?.remotes.find((r) => r.remote === open.remote);

  return (
    <Stack $gap={20}>
      <PageTitle>Releases</PageTitle>
      <PeriodPick>
        <Select label="Loads and web vitals over" options={periods} value={period} onChange={(event) => setPeriod(event.target.value as Period)} />
      </PeriodPick>
      {board.isPending ? (
        <Spinner label="Loading the remotes" />
      ) : board.isError && !board.data ? (
        <LoadFailed onRetry={() => void board.refetch()}>The remotes could not be loaded.</LoadFailed>
      ) : (
        board.data.remotes.map((remote) => (
          <RemoteReleaseCard key={remote.remote} remote={remote} period={period} onSwitch={(kind) => setOpen({ kind, remote: remote.remote })} />
        ))
      )}
      <SwitchHistorySection />
      {open && switching && <SwitchDialog kind={open.kind} remote={switching} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
