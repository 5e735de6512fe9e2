import type { SubUser } from '@commons/shared/schemas';
import { useState } from 'react';
import { ScreenToolbar } from '../../../components/screen-toolbar';
import { AddSubUserDialog } from './add-sub-user-dialog';
import { DeleteSubUserDialog } from './delete-sub-user-dialog';
import { EditSubUserDialog } from './edit-sub-user-dialog';
import { SubUsersTable } from './sub-users-table';

/** The one popup open at a time, and the sub-user it is about. */
type Popup = { kind: 'add' } | { kind: 'edit' | 'delete'; subUser: SubUser } | null;

/** The IAM Policy screen's body: the sub-user table and its Add, Edit and Delete popups. */
export function SubUsersSection() {
  const [popup, setPopup] = useState<Popup>(null);
  const close = () => setPopup(null);
  return (
    <>
      <ScreenToolbar
        intro="Sub-users sign in to your account and open only the menus of their group policy."
        addLabel="Add Sub User"
        onAdd={() => setPopup({ kind: 'add' })}
      />
      <SubUsersTable
        onEdit={(subUser) => setPopup({ kind: 'edit', subUser })}
        onDelete={(subUser) => setPopup({ kind: 'delete', subUser })}
      />
      {popup?.kind === 'add' && <AddSubUserDialog onClose={close} />}
      {popup?.kind === 'edit' && <EditSubUserDialog subUser={popup.subUser} onClose={close} />}
      {popup?.kind === 'delete' && <DeleteSubUserDialog subUser={popup.subUser} onClose={close} />}
    </>
  );
}
