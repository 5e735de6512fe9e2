import type { FamilyMember } from '@commons/shared/schemas';
import { noDataText, Table, type Column } from '@commons/shared/ui';

/** The six columns of the Family Members step (PRODUCT_SPEC section 2), in its order. */
const columns: Column<FamilyMember>[] = [
  { header: 'Relation', cell: (member) => member.memberRelation },
  { header: 'Member Name', cell: (member) => member.memberName },
  { header: 'Member ID', cell: (member) => member.memberId },
  { header: 'Country Residence', cell: (member) => member.memberCountryResidence },
  { header: 'Nationality', cell: (member) => member.memberNationality },
  { header: 'Citizenship No.', cell: (member) => member.memberCitizenshipNo },
];

/** The account's family members; "NO DATA AVAILABLE" while there are none. */
export function FamilyMembersTable({ members }: { members: FamilyMember[] }) {
  return (
    <Table
      caption="Family members"
      columns={columns}
      rows={members}
      rowKey={(member) => member.familyMemberId}
      emptyText={noDataText}
    />
  );
}
