import {
  GroupPolicyDataSchema,
  type EditGroupPolicy,
  type GroupPolicy,
  type GroupPolicyDataInput,
} from '@commons/shared/schemas';
import { Button, Modal, Stack, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormProvider, useForm } from 'react-hook-form';
import { Checkbox } from '../../../components/checkbox';
import { useEditGroupPolicy } from '../api/edit-group-policy';
import { GroupPolicyFields } from './group-policy-fields';

/**
 * The Edit Group Policy popup: the Add popup's fields filled in, plus Active. The edit always
 * sends `active` (PRODUCT_SPEC section 4: true by default); the box starts as the policy is, so
 * renaming an inactive policy does not switch it back on unasked.
 */
export function EditGroupPolicyDialog({ policy, onClose }: { policy: GroupPolicy; onClose: () => void }) {
  const edit = useEditGroupPolicy();
  const toasts = useFormToasts();
  const form = useForm<GroupPolicyDataInput, unknown, EditGroupPolicy['data']>({
    resolver: valibotResolver(GroupPolicyDataSchema),
    defaultValues: { name: policy.name, role: policy.role, menus: policy.menus, active: policy.active },
  });
  const submit = (data: EditGroupPolicy['data']) => {
    toasts.clear();
    edit.mutate({ groupPolicyId: policy.groupPolicyId, data }, { onSuccess: onClose, onError: toasts.adopt });
  };

  return (
    <Modal title="Edit Group Policy" description={`Changes reach the sub-users holding ${policy.name} on their next request.`} onClose={onClose}>
      <FormProvider {...form}>
        <form noValidate aria-label="Edit Group Policy" onSubmit={form.handleSubmit(submit, toasts.clear)}>
          <Stack>
            <GroupPolicyFields />
            <Checkbox label="Active" {...form.register('active')} />
            <Button type="submit" block busy={edit.isPending}>
              Save Changes
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
