import { staffRoleLabels } from '@commons/shared/domain';
import { useConsoleSession } from '@commons/shared/query';
import { staffRoles, staffStatuses, type StaffListItem, type StaffListQueryInput } from '@commons/shared/schemas';
import { Button, LoadFailed, Spinner, Stack } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { Table, type Column } from '@commons/shared/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useStaffList } from '../api/get-staff-list';
import { ChangeRoleDialog } from './change-role-dialog';
import { InviteStaffDialog } from './invite-staff-dialog';
import { Pager, positionOf } from '../../../components/pager';
import { TableSearch } from '../../../components/table-search';
import { useTableUrl } from '../../../components/table-url';
import { StaffAccessDialog } from './staff-access-dialog';

const Filters = styled.div`
  display: grid;
  /* auto-fit cannot sit beside a 1fr track: the two filters, then the invite button at the end. */
  grid-template-columns: repeat(2, minmax(160px, 240px)) minmax(0, 1fr);
  align-items: end;
  gap: 12px;
  margin-bottom: 12px;
  & > :last-child { justify-self: end; }
  /* The search has a row of its own, under the filters, from the left. */
  & > [role='search'] { grid-column: 1 / -1; justify-self: stretch; }
  @media (max-width: 720px) { grid-template-columns: minmax(0, 1fr); & > :last-child { justify-self: stretch; } }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

type Dialog = { kind: 'invite' } | { kind: 'role' | 'disable' | 'reset'; member: StaffListItem } | null;

const filters = ['role', 'status', 'q'] as const;

/**
 * The members, a page at a time from the server, sorted by a header, filtered by role and
 * status and searched by email or name (all kept in the address), with their changes.
 */
export function StaffList() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const self = useConsoleSession().data?.staff.email;
  const table = useTableUrl(filters, { sort: 'email', order: 'asc' });
  // The address is passed on as it is: the server refuses what it does not know, with a message.
  const list = useStaffList(table.view as StaffListQueryInput);

  const columns: Column<StaffListItem>[] = [
    { header: 'Name', cell: (m) => m.name, sortKey: 'name' },
    { header: 'Email', cell: (m) => m.email, sortKey: 'email' },
    { header: 'Role', cell: (m) => (m.projects.length > 0 ? `${staffRoleLabels[m.role]} (${m.projects.join(', ')})` : staffRoleLabels[m.role]), sortKey: 'role' },
    { header: 'Status', cell: (m) => m.status, sortKey: 'status' },
    { header: 'Second factor', cell: (m) => (m.secondFactor ? 'Enrolled' : 'Not enrolled') },
    {
      header: 'Actions',
      cell: (m) =>
        m.email === self ? (
          'You'
        ) : (
          <Actions>
            <Button type="button" variant="secondary" onClick={() => setDialog({ kind: 'role', member: m })} aria-label={`Change role of ${m.name}`}>
              Change role
            </Button>
            {m.status !== 'disabled' && (
              <>
                <Button type="button" variant="secondary" onClick={() => setDialog({ kind: 'reset', member: m })} aria-label={`Reset second factor of ${m.name}`}>
                  Reset second factor
                </Button>
                <Button type="button" variant="danger" onClick={() => setDialog({ kind: 'disable', member: m })} aria-label={`Disable ${m.name}`}>
                  Disable
                </Button>
              </>
            )}
          </Actions>
        ),
    },
  ];

  const close = () => setDialog(null);
  return (
    <>
      <Filters>
        <Select label="Role" placeholder="Every role" options={staffRoles} value={table.view.role ?? ''} onChange={(e) => table.change({ role: e.target.value })} />
        <Select label="Status" placeholder="Every status" options={staffStatuses} value={table.view.status ?? ''} onChange={(e) => table.change({ status: e.target.value })} />
        <Button type="button" onClick={() => setDialog({ kind: 'invite' })}>
          Invite a staff member
        </Button>
        <TableSearch key={table.view.q ?? ''} name="Search the staff" label="Email or name" hint="Part of an email or a name, any case" value={table.view.q ?? ''} onSearch={(q) => table.change({ q })} />
      </Filters>
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()}>The staff list could not be loaded.</LoadFailed>
      ) : !list.data ? (
        <Spinner label="Loading" />
      ) : (
        <Stack $gap={12}>
          <Table caption="Staff members" columns={columns} rows={list.data.staff} rowKey={(m) => m.id} emptyText="No staff members match these filters" sorting={table.sorting} />
          <Pager label="Pages of staff members" {...positionOf(list.data)} onPage={table.onPage} />
        </Stack>
      )}
      {dialog?.kind === 'invite' && <InviteStaffDialog onClose={close} />}
      {dialog?.kind === 'role' && <ChangeRoleDialog member={dialog.member} onClose={close} />}
      {(dialog?.kind === 'disable' || dialog?.kind === 'reset') && <StaffAccessDialog member={dialog.member} action={dialog.kind} onClose={close} />}
    </>
  );
}
