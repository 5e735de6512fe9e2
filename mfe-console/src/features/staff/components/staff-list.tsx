import { staffRoleLabels } from '@commons/shared/domain';
import { useConsoleSession } from '@commons/shared/query';
import { staffRoles, staffStatuses, type StaffListItem, type StaffRole, type StaffStatus } from '@commons/shared/schemas';
import { Button, LoadFailed, Select, Spinner, Stack, Table, type Column } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useStaffList } from '../api/get-staff-list';
import { ChangeRoleDialog } from './change-role-dialog';
import { InviteStaffDialog } from './invite-staff-dialog';
import { Pager, positionOf } from '../../../components/pager';
import { StaffAccessDialog } from './staff-access-dialog';

const Filters = styled.div`
  display: grid;
  /* auto-fit cannot sit beside a 1fr track: the two filters, then the invite button at the end. */
  grid-template-columns: repeat(2, minmax(160px, 240px)) minmax(0, 1fr);
  align-items: end;
  gap: 12px;
  margin-bottom: 12px;
  & > :last-child { justify-self: end; }
  @media (max-width: 720px) { grid-template-columns: minmax(0, 1fr); & > :last-child { justify-self: stretch; } }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

type Dialog = { kind: 'invite' } | { kind: 'role' | 'disable' | 'reset'; member: StaffListItem } | null;

/** The members, a page at a time from the server, filtered by role and status, with their changes. */
export function StaffList() {
  const [role, setRole] = useState<StaffRole | ''>('');
  const [status, setStatus] = useState<StaffStatus | ''>('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const self = useConsoleSession().data?.staff.email;
  const list = useStaffList({ page: String(page), ...(role && { role }), ...(status && { status }) });
  const filterBy = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  const columns: Column<StaffListItem>[] = [
    { header: 'Name', cell: (m) => m.name },
    { header: 'Email', cell: (m) => m.email },
    { header: 'Role', cell: (m) => (m.projects.length > 0 ? `${staffRoleLabels[m.role]} (${m.projects.join(', ')})` : staffRoleLabels[m.role]) },
    { header: 'Status', cell: (m) => m.status },
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
        <Select label="Role" placeholder="Every role" options={staffRoles} value={role} onChange={(e) => filterBy(setRole)(e.target.value as StaffRole | '')} />
        <Select label="Status" placeholder="Every status" options={staffStatuses} value={status} onChange={(e) => filterBy(setStatus)(e.target.value as StaffStatus | '')} />
        <Button type="button" onClick={() => setDialog({ kind: 'invite' })}>
          Invite a staff member
        </Button>
      </Filters>
      {list.isError && !list.data ? (
        <LoadFailed onRetry={() => void list.refetch()}>The staff list could not be loaded.</LoadFailed>
      ) : !list.data ? (
        <Spinner label="Loading" />
      ) : (
        <Stack $gap={12}>
          <Table caption="Staff members" columns={columns} rows={list.data.staff} rowKey={(m) => m.id} emptyText="No staff members match these filters" />
          <Pager label="Pages of staff members" {...positionOf(list.data)} onPage={setPage} />
        </Stack>
      )}
      {dialog?.kind === 'invite' && <InviteStaffDialog onClose={close} />}
      {dialog?.kind === 'role' && <ChangeRoleDialog member={dialog.member} onClose={close} />}
      {(dialog?.kind === 'disable' || dialog?.kind === 'reset') && <StaffAccessDialog member={dialog.member} action={dialog.kind} onClose={close} />}
    </>
  );
}
