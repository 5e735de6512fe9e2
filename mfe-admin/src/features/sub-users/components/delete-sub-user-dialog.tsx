import type { SubUser } from '@commons/shared/schemas';
import { useFormToasts } from '@commons/shared/ui';
import { ConfirmDeleteDialog } from '@commons/shared/ui-kit';
import { useDeleteSubUser } from '../api/delete-sub-user';

/** Asks before deleting a sub-user; a refusal from the server is an error toast and the popup stays. */
export function DeleteSubUserDialog({ subUser, onClose }: { subUser: SubUser; onClose: () => void }) {
  const remove = useDeleteSubUser();
  const toasts = useFormToasts();
  const confirm = () => {
    toasts.clear();
    remove.send(subUser.individualId, { onSuccess: onClose, onError: toasts.adopt });
  };
  return (
    <ConfirmDeleteDialog
      name={subUser.individualName}
      consequence="Their login goes for good; the records they created stay with the account."
      busy={remove.busy}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
