import { formatDateTime, subUserStatusLabel } from '@commons/shared/domain';
import type { SubUser } from '@commons/shared/schemas';
import { type Column, missing, PagedTable, RowActions } from '@commons/shared/ui';
import styled from 'styled-components';
import { NoWrap } from '../../../components/no-wrap';
import { StatusChip } from '../../../components/status-chip';
import { useSubUsers } from '../api/get-sub-users';

const Owner = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

/** What the owner asked to do with one sub-user of the table. */
export interface SubUserRowActions {
  onEdit: (subUser: SubUser) => void;
  onDelete: (subUser: SubUser) => void;
}

/** An email may break anywhere: one long word would otherwise widen the table past its frame. */
const Email = styled.span`
  overflow-wrap: anywhere;
`;

/** The owner (iam ADMIN) is listed with the sub-users but is managed nowhere here. */
const isOwner = (member: SubUser) => member.iam === 'ADMIN';

const columnsWith = ({ onEdit, onDelete }: SubUserRowActions): Column<SubUser>[] => [
  { header: 'Name', cell: (member) => member.individualName },
  { header: 'Email', cell: (member) => <Email>{member.individualEmail}</Email> },
  { header: 'Phone', cell: (member) => <NoWrap>{member.individualPhone}</NoWrap> },
  { header: 'Group Policy', cell: (member) => member.assignedGroupPolicy?.name ?? missing },
  { header: 'Created', cell: (member) => <NoWrap>{formatDateTime(member.creationDate)}</NoWrap> },
  { header: 'Last Login', cell: (member) => <NoWrap>{member.lastLogin ? formatDateTime(member.lastLogin) : missing}</NoWrap> },
  { header: 'Status', cell: (member) => <StatusChip label={subUserStatusLabel(member)} /> },
  {
    header: 'Actions',
    cell: (member) =>
      isOwner(member) ? (
        <Owner>Account owner</Owner>
      ) : (
        <RowActions name={member.individualName} onEdit={() => onEdit(member)} onDelete={() => onDelete(member)} />
      ),
  },
];

/**
 * The account's members, newest first with the owner last, ten at a time with Load More
 * (docs/product-rules.md#states-and-transitions). Status: ACTIVE for APPROVED, SUSPENDED otherwise,
 * "-" for the owner.
 */
export function SubUsersTable({ onEdit, onDelete }: SubUserRowActions) {
  return (
    <PagedTable
      query={useSubUsers()}
      caption="Sub-users"
      columns={columnsWith({ onEdit, onDelete })}
      rowKey={(member) => member.individualId}
    />
  );
}
