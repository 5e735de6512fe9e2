import { CreateGroupPolicySchema, type CreateGroupPolicy, type CreateGroupPolicyInput } from '@commons/shared/schemas';
import { Button, Stack, useFormToasts } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { FormProvider, useForm } from 'react-hook-form';
import { useCreateGroupPolicy } from '../api/create-group-policy';
import { GroupPolicyFields } from './group-policy-fields';

const emptyPolicy: CreateGroupPolicyInput = { name: '', role: '', menus: [] };

/**
 * The Add Group Policy popup (docs/product-rules.md#validation): name and role required, at least
 * one menu. The API's own schema checks the fields here, so each problem shows at its field
 * before sending; a refusal from the server is a toast of the popup's own.
 */
export function AddGroupPolicyDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateGroupPolicy();
  const toasts = useFormToasts();
  const form = useForm<CreateGroupPolicyInput, unknown, CreateGroupPolicy>({
    resolver: valibotResolver(CreateGroupPolicySchema),
    defaultValues: emptyPolicy,
  });
  const submit = (policy: CreateGroupPolicy) => {
    toasts.clear();
    create.send(policy, { onSuccess: onClose, onError: toasts.adopt });
  };

  return (
    <Modal title="Add Group Policy" description="A policy names the menus its sub-users may open." onClose={onClose}>
      <FormProvider {...form}>
        <form noValidate aria-label="Add Group Policy" onSubmit={form.handleSubmit(submit, toasts.clear)}>
          <Stack>
            <GroupPolicyFields />
            <Button type="submit" block busy={create.busy}>
              Create Group Policy
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
