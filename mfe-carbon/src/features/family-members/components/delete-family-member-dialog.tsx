import type { FamilyMember } from '@commons/shared/schemas';
import { useFormToasts } from '@commons/shared/ui';
import { ConfirmDeleteDialog } from '@commons/shared/ui-kit';
import { useDeleteFamilyMember } from '../api/delete-family-member';

/** Asks before removing a member (docs/product-rules.md#carbon-credits); a refusal is an error toast and the popup stays open. */
export function DeleteFamilyMemberDialog({ member, onClose }: { member: FamilyMember; onClose: () => void }) {
  const remove = useDeleteFamilyMember();
  const toasts = useFormToasts();
  const confirm = () => {
    toasts.clear();
    remove.send(member.familyMemberId, { onSuccess: onClose, onError: toasts.adopt });
  };
  return (
    <ConfirmDeleteDialog
      name={member.memberName}
      consequence="They leave your household's list. Years already saved keep the estimate they were saved with."
      busy={remove.busy}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
