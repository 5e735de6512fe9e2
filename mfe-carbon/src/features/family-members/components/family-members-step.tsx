import { Button } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { QueryState } from '../../../components/query-state';
import { SectionTitle } from '../../../components/section-title';
import { useFamilyMembers } from '../api/get-family-members';
import { AddFamilyMemberDialog } from './add-family-member-dialog';
import { FamilyMembersTable } from './family-members-table';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

/** The Wizard's first step: the household's members and the popup that adds one. */
export function FamilyMembersStep() {
  const members = useFamilyMembers();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="family-members-title">
      <Toolbar>
        <SectionTitle id="family-members-title">Family Members</SectionTitle>
        <Button onClick={() => setAdding(true)}>Add Family Member</Button>
      </Toolbar>
      <QueryState query={members} what="Your family members">
        {(list) => <FamilyMembersTable members={list} />}
      </QueryState>
      {adding && <AddFamilyMemberDialog onClose={() => setAdding(false)} />}
    </section>
  );
}
