import {
  CreateSubUserSchema,
  type CreateSubUser,
  type CreateSubUserInput,
  type GroupPolicy,
} from '@commons/shared/schemas';
import { Button, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useCreateSubUser } from '../api/create-sub-user';
import { GroupPolicySelect } from './group-policy-select';
import { WithPolicyChoices } from './with-policy-choices';

const emptySubUser: CreateSubUserInput = { name: '', email: '', phone: '', password: '', assignedGroupPolicyId: '' };

/**
 * The Add Sub User popup (docs/product-rules.md#validation): name, phone, password and a group
 * policy required, email required and valid. The API's own schema checks the fields here, so each
 * problem shows at its field before sending; a refusal from the server (an email already taken) is
 * a toast of the popup's own.
 */
export function AddSubUserDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Add Sub User" description="They sign in with this email and password, and open what their group policy allows." onClose={onClose}>
      <WithPolicyChoices>{(policies) => <AddSubUserForm policies={policies} onDone={onClose} />}</WithPolicyChoices>
    </Modal>
  );
}

function AddSubUserForm({ policies, onDone }: { policies: GroupPolicy[]; onDone: () => void }) {
  const create = useCreateSubUser();
  const toasts = useFormToasts();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateSubUserInput, unknown, CreateSubUser>({
    resolver: valibotResolver(CreateSubUserSchema),
    defaultValues: emptySubUser,
  });
  const submit = (subUser: CreateSubUser) => {
    toasts.clear();
    create.send(subUser, { onSuccess: onDone, onError: toasts.adopt });
  };

  return (
    <form noValidate aria-label="Add Sub User" onSubmit={handleSubmit(submit, toasts.clear)}>
      <Stack>
        {/* The form appears once the policies are in, after the popup placed its focus. */}
        <TextField label="Name" autoComplete="off" autoFocus error={errors.name?.message} {...register('name')} />
        <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <TextField label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
        <TextField
          label="Password"
          type="password"
          revealable
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <GroupPolicySelect
          label="Group Policy"
          policies={policies}
          placeholder="Select a group policy"
          hint={policies.length === 0 ? 'Create a group policy first, on the Group Policy page.' : undefined}
          error={errors.assignedGroupPolicyId?.message}
          {...register('assignedGroupPolicyId')}
        />
        <Button type="submit" block busy={create.busy}>
          Create Sub User
        </Button>
      </Stack>
    </form>
  );
}
