import {
  GroupPolicyDataSchema,
  type EditGroupPolicy,
  type GroupPolicy,
  type GroupPolicyDataInput,
} from '@commons/shared/schemas';
import { Button, Stack, useFormToasts } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormProvider, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Checkbox } from '../../../components/checkbox';
import { useEditGroupPolicy } from '../api/edit-group-policy';
import { GroupPolicyFields } from './group-policy-fields';

/**
 * The Edit Group Policy popup: the Add popup's fields filled in, plus Active. Editing sends active
 * true by default (docs/product-rules.md#states-and-transitions), so the box starts ticked whatever
 * the policy is now; for an INACTIVE policy a note says so, so that saving a rename does not switch
 * it back on unseen.
 */
const inactiveNoteId = 'edit-group-policy-inactive-note';

const Note = styled.p`
  margin: -8px 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export function EditGroupPolicyDialog({ policy, onClose }: { policy: GroupPolicy; onClose: () => void }) {
  const edit = useEditGroupPolicy();
  const toasts = useFormToasts();
  const form = useForm<GroupPolicyDataInput, unknown, EditGroupPolicy['data']>({
    resolver: valibotResolver(GroupPolicyDataSchema),
    defaultValues: { name: policy.name, role: policy.role, menus: policy.menus, active: true },
  });
  const submit = (data: EditGroupPolicy['data']) => {
    toasts.clear();
    edit.send({ groupPolicyId: policy.groupPolicyId, data }, { onSuccess: onClose, onError: toasts.adopt });
  };

  return (
    <Modal title="Edit Group Policy" description={`Changes reach the sub-users holding ${policy.name} on their next request.`} onClose={onClose}>
      <FormProvider {...form}>
        <form noValidate aria-label="Edit Group Policy" onSubmit={form.handleSubmit(submit, toasts.clear)}>
          <Stack>
            <GroupPolicyFields />
            <Checkbox label="Active" aria-describedby={policy.active ? undefined : inactiveNoteId} {...form.register('active')} />
            {!policy.active && (
              <Note id={inactiveNoteId}>{policy.name} is INACTIVE now: untick Active to keep it off.</Note>
            )}
            <Button type="submit" block busy={edit.busy}>
              Save Changes
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
