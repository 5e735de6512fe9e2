import type { FamilyMember } from '@commons/shared/schemas';
import { type Column, noDataText, RowActions, Table } from '@commons/shared/ui-kit';

export interface MemberRowActions {
  onEdit: (member: FamilyMember) => void;
  onDelete: (member: FamilyMember) => void;
}

/** The six columns of the Family Members step in the contract's order (docs/product-rules.md#screens), then Edit and Delete. */
const columnsWith = ({ onEdit, onDelete }: MemberRowActions): Column<FamilyMember>[] => [
  { header: 'Relation', cell: (member) => member.memberRelation },
  { header: 'Member Name', cell: (member) => member.memberName },
  { header: 'Member ID', cell: (member) => member.memberId },
  { header: 'Country Residence', cell: (member) => member.memberCountryResidence },
  { header: 'Nationality', cell: (member) => member.memberNationality },
  { header: 'Citizenship No.', cell: (member) => member.memberCitizenshipNo },
  {
    header: 'Actions',
    cell: (member) => <RowActions name={member.memberName} onEdit={() => onEdit(member)} onDelete={() => onDelete(member)} />,
  },
];

/** The account's family members; "NO DATA AVAILABLE" while there are none. */
export function FamilyMembersTable({ members, ...actions }: { members: FamilyMember[] } & MemberRowActions) {
  return (
    <Table
      caption="Family members"
      columns={columnsWith(actions)}
      rows={members}
      rowKey={(member) => member.familyMemberId}
      emptyText={noDataText}
    />
  );
}
