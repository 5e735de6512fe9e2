import { startsSuspended } from '@commons/shared/domain';
import {
  EditSubUserSchema,
  type EditSubUser,
  type EditSubUserInput,
  type GroupPolicy,
  type SubUser,
} from '@commons/shared/schemas';
import { Button, Stack, useFormToasts } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Checkbox } from '../../../components/checkbox';
import { useEditSubUser } from '../api/edit-sub-user';
import { GroupPolicySelect } from './group-policy-select';
import { WithPolicyChoices } from './with-policy-choices';

/**
 * The Edit Sub User popup (docs/product-rules.md#states-and-transitions): the group policy
 * (optional: left on the first choice it keeps the current one) and Suspend, pre-checked for a
 * SUSPENDED sub-user; unticking it reinstates them.
 */
export function EditSubUserDialog({ subUser, onClose }: { subUser: SubUser; onClose: () => void }) {
  return (
    <Modal title="Edit Sub User" description={`${subUser.individualName}, ${subUser.individualEmail}`} onClose={onClose}>
      <WithPolicyChoices>
        {(policies) => <EditSubUserForm subUser={subUser} policies={policies} onDone={onClose} />}
      </WithPolicyChoices>
    </Modal>
  );
}

function EditSubUserForm({ subUser, policies, onDone }: { subUser: SubUser; policies: GroupPolicy[]; onDone: () => void }) {
  const edit = useEditSubUser();
  // A current policy beyond the selector's 100 is no option: the select then starts on "Keep the
  // current policy" rather than on nothing at all.
  const current = policies.some((policy) => policy.groupPolicyId === subUser.assignedGroupPolicyId)
    ? (subUser.assignedGroupPolicyId ?? '')
    : '';
  const toasts = useFormToasts();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditSubUserInput, unknown, EditSubUser>({
    resolver: valibotResolver(EditSubUserSchema),
    defaultValues: {
      subUserId: subUser.individualId,
      updatedData: { assignedGroupPolicyId: current, suspend: startsSuspended(subUser) },
    },
  });
  const submit = (change: EditSubUser) => {
    toasts.clear();
    edit.send(change, { onSuccess: onDone, onError: toasts.adopt });
  };

  return (
    <form noValidate aria-label="Edit Sub User" onSubmit={handleSubmit(submit, toasts.clear)}>
      <Stack>
        <GroupPolicySelect
          label="Group Policy"
          policies={policies}
          placeholder="Keep the current policy"
          // The form appears once the policies are in, after the popup placed its focus.
          autoFocus
          error={errors.updatedData?.assignedGroupPolicyId?.message}
          {...register('updatedData.assignedGroupPolicyId')}
        />
        <Checkbox label="Suspend" {...register('updatedData.suspend')} />
        <Button type="submit" block busy={edit.busy}>
          Save Changes
        </Button>
      </Stack>
    </form>
  );
}
