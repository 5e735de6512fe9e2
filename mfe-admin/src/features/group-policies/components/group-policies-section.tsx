import type { GroupPolicy } from '@commons/shared/schemas';
import { useState } from 'react';
import { ScreenToolbar } from '../../../components/screen-toolbar';
import { AddGroupPolicyDialog } from './add-group-policy-dialog';
import { DeleteGroupPolicyDialog } from './delete-group-policy-dialog';
import { EditGroupPolicyDialog } from './edit-group-policy-dialog';
import { GroupPoliciesTable } from './group-policies-table';

/** The one popup open at a time, and the policy it is about. */
type Popup = { kind: 'add' } | { kind: 'edit' | 'delete'; policy: GroupPolicy } | null;

/** The Group Policy screen's body: the table and its Add, Edit and Delete popups. */
export function GroupPoliciesSection() {
  const [popup, setPopup] = useState<Popup>(null);
  const close = () => setPopup(null);
  return (
    <>
      <ScreenToolbar
        intro="A group policy lists the menus its sub-users may open."
        addLabel="Add Group Policy"
        onAdd={() => setPopup({ kind: 'add' })}
      />
      <GroupPoliciesTable
        onEdit={(policy) => setPopup({ kind: 'edit', policy })}
        onDelete={(policy) => setPopup({ kind: 'delete', policy })}
      />
      {popup?.kind === 'add' && <AddGroupPolicyDialog onClose={close} />}
      {popup?.kind === 'edit' && <EditGroupPolicyDialog policy={popup.policy} onClose={close} />}
      {popup?.kind === 'delete' && <DeleteGroupPolicyDialog policy={popup.policy} onClose={close} />}
    </>
  );
}
