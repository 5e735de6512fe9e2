import { groupPolicyStatusLabel } from '@commons/shared/domain';
import type { GroupPolicy } from '@commons/shared/schemas';
import { type Column, PagedTable, RowActions } from '@commons/shared/ui-kit';
import { DateTime } from '../../../components/date-time';
import { StatusChip } from '../../../components/status-chip';
import { useGroupPolicies } from '../api/get-group-policies';
import { menuList } from './menu-labels';

/** What the owner asked to do with one policy of the table. */
export interface PolicyRowActions {
  onEdit: (policy: GroupPolicy) => void;
  onDelete: (policy: GroupPolicy) => void;
}

const columnsWith = ({ onEdit, onDelete }: PolicyRowActions): Column<GroupPolicy>[] => [
  { header: 'Name', cell: (policy) => policy.name },
  { header: 'Role', cell: (policy) => policy.role },
  { header: 'Menus', cell: (policy) => menuList(policy.menus) },
  { header: 'Created', cell: (policy) => <DateTime iso={policy.createdAt} /> },
  { header: 'Status', cell: (policy) => <StatusChip label={groupPolicyStatusLabel(policy)} /> },
  {
    header: 'Actions',
    cell: (policy) => <RowActions name={policy.name} onEdit={() => onEdit(policy)} onDelete={() => onDelete(policy)} />,
  },
];

/** The account's group policies, newest first, ten at a time with Load More (docs/product-rules.md#screens). */
export function GroupPoliciesTable({ onEdit, onDelete }: PolicyRowActions) {
  return (
    <PagedTable
      query={useGroupPolicies()}
      caption="Group policies"
      columns={columnsWith({ onEdit, onDelete })}
      rowKey={(policy) => policy.groupPolicyId}
    />
  );
}
