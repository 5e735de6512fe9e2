import type { WaitingRecoveryRequest } from '@commons/shared/schemas';
import { Button, LoadFailed, Spinner, Stack } from '@commons/shared/ui';
import { Table, type Column } from '@commons/shared/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useRecoveryRequests } from '../api/get-recovery-requests';
import { ApproveRecoveryDialog, RefuseRecoveryDialog } from './decide-recovery-dialog';
import { Pager, positionOf } from '../../../components/pager';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

/** A moment as the operator's browser tells time. */
const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Customers' lost-second-factor requests waiting for a decision, oldest first, a page at a time. */
export function RecoveryRequests() {
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ request: WaitingRecoveryRequest; approve: boolean } | null>(null);
  const list = useRecoveryRequests({ page: String(page) });

  const columns: Column<WaitingRecoveryRequest>[] = [
    { header: 'Customer', cell: (r) => `${r.name} (${r.email})` },
    { header: 'Filed', cell: (r) => `${when(r.filedAt)}, ${r.browser} at ${r.filedFrom}` },
    { header: 'Expires', cell: (r) => when(r.expiresAt) },
    {
      header: 'Decision',
      cell: (r) => (
        <Actions>
          <Button type="button" variant="secondary" onClick={() => setDeciding({ request: r, approve: true })} aria-label={`Approve the request of ${r.email}`}>
            Approve
          </Button>
          <Button type="button" variant="danger" onClick={() => setDeciding({ request: r, approve: false })} aria-label={`Refuse the request of ${r.email}`}>
            Refuse
          </Button>
        </Actions>
      ),
    },
  ];

  if (list.isError && !list.data) return <LoadFailed onRetry={() => void list.refetch()}>The recovery requests could not be loaded.</LoadFailed>;
  if (!list.data) return <Spinner label="Loading" />;
  const close = () => setDeciding(null);
  return (
    <>
      <Stack $gap={12}>
        <Table caption="Recovery requests waiting" columns={columns} rows={list.data.requests} rowKey={(r) => r.requestId} emptyText="No requests are waiting" />
        <Pager label="Pages of recovery requests" {...positionOf(list.data)} onPage={setPage} />
      </Stack>
      {deciding?.approve === true && <ApproveRecoveryDialog request={deciding.request} onClose={close} />}
      {deciding?.approve === false && <RefuseRecoveryDialog request={deciding.request} onClose={close} />}
    </>
  );
}
