import { subUserStatusLabel } from '@commons/shared/domain';
import type { SubUser } from '@commons/shared/schemas';
import { missing } from '@commons/shared/ui-kit';
import { type Column, PagedTable, RowActions } from '@commons/shared/ui-kit';
import { Fragment } from 'react';
import styled from 'styled-components';
import { DateTime } from '../../../components/date-time';
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

/**
 * Text a person typed (a name, a policy, an email) may break anywhere rather than widen the table
 * past its frame: one long word would otherwise turn the whole table into cards on a desktop.
 */
const Breakable = styled.span`
  overflow-wrap: anywhere;
`;

/** An email breaks before its @ and dots first. */
function Email({ address }: { address: string }) {
  return (
    <Breakable>
      {address.split(/(?=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Breakable>
  );
}

/** The owner (iam ADMIN) is listed with the sub-users but is managed nowhere here. */
const isOwner = (member: SubUser) => member.iam === 'ADMIN';

const columnsWith = ({ onEdit, onDelete }: SubUserRowActions): Column<SubUser>[] => [
  { header: 'Name', cell: (member) => <Breakable>{member.individualName}</Breakable> },
  { header: 'Email', cell: (member) => <Email address={member.individualEmail} /> },
  { header: 'Phone', cell: (member) => <NoWrap>{member.individualPhone}</NoWrap> },
  { header: 'Group Policy', cell: (member) => <Breakable>{member.assignedGroupPolicy?.name ?? missing}</Breakable> },
  { header: 'Created', cell: (member) => <DateTime iso={member.creationDate} /> },
  { header: 'Last Login', cell: (member) => (member.lastLogin ? <DateTime iso={member.lastLogin} /> : missing) },
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
