import { Button } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { QueryState } from '../../../components/query-state';
import { SectionTitle } from '../../../components/section-title';
import { useFamilyMembers } from '../api/get-family-members';
import { familyMembersMax } from '@commons/shared/domain';
import type { FamilyMember } from '@commons/shared/schemas';
import { AddFamilyMemberDialog, EditFamilyMemberDialog } from './add-family-member-dialog';
import { DeleteFamilyMemberDialog } from './delete-family-member-dialog';
import { FamilyMembersTable } from './family-members-table';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

/** Which popup is open: adding, or editing or deleting a listed member. */
type Popup = { kind: 'add' } | { kind: 'edit' | 'delete'; member: FamilyMember } | null;

/**
 * The Wizard's first step: the household's members, the popup that adds one, and each row's
 * Edit and Delete. At the limit, Add is replaced by a note saying why.
 */
export function FamilyMembersStep() {
  const members = useFamilyMembers();
  const [popup, setPopup] = useState<Popup>(null);
  const full = (members.data?.length ?? 0) >= familyMembersMax;
  const close = () => setPopup(null);
  return (
    <section aria-labelledby="family-members-title">
      <Toolbar>
        <SectionTitle id="family-members-title">Family Members</SectionTitle>
        {full ? (
          <p>An account can have at most {familyMembersMax} family members; delete one to add another.</p>
        ) : (
          <Button onClick={() => setPopup({ kind: 'add' })}>Add Family Member</Button>
        )}
      </Toolbar>
      <QueryState query={members} what="Your family members">
        {(list) => (
          <FamilyMembersTable
            members={list}
            onEdit={(member) => setPopup({ kind: 'edit', member })}
            onDelete={(member) => setPopup({ kind: 'delete', member })}
          />
        )}
      </QueryState>
      {popup?.kind === 'add' && <AddFamilyMemberDialog onClose={close} />}
      {popup?.kind === 'edit' && <EditFamilyMemberDialog member={popup.member} onClose={close} />}
      {popup?.kind === 'delete' && <DeleteFamilyMemberDialog member={popup.member} onClose={close} />}
    </section>
  );
}
