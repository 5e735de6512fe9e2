import type { GroupPolicy } from '@commons/shared/schemas';
import { useFormToasts } from '@commons/shared/ui';
import { ConfirmDeleteDialog } from '@commons/shared/ui-kit';
import { useDeleteGroupPolicy } from '../api/delete-group-policy';

/**
 * Asks before deleting a policy. The server refuses one a sub-user still holds and says so in
 * an error toast; the popup then stays open, and the toast goes with it.
 */
export function DeleteGroupPolicyDialog({ policy, onClose }: { policy: GroupPolicy; onClose: () => void }) {
  const remove = useDeleteGroupPolicy();
  const toasts = useFormToasts();
  const confirm = () => {
    toasts.clear();
    remove.send(policy.groupPolicyId, { onSuccess: onClose, onError: toasts.adopt });
  };
  return (
    <ConfirmDeleteDialog
      name={policy.name}
      consequence="The policy goes for good. A policy that sub-users still hold cannot be deleted: give them another one first."
      busy={remove.busy}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
