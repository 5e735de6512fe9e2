import { staffRoles } from '@commons/shared/schemas';
import { notify, TextField } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StepUpCodeField } from '../../../components/step-up-code-field';
import { useInviteStaff } from '../api/change-staff';
import { InviteFormSchema, type InviteForm, type InviteFormInput } from '../staff-form-schemas';

/**
 * Invites a staff member as `pnpm ops staff add` does: the server checks the same rules (a
 * provider names one existing project or more, the other roles none) and says them in its words.
 */
export function InviteStaffDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteStaff();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InviteFormInput, unknown, InviteForm>({
    resolver: valibotResolver(InviteFormSchema),
    defaultValues: { email: '', name: '', role: 'operator', projects: '', code: '' },
  });

  const onSubmit = (form: InviteForm) =>
    invite.send(form, {
      onSuccess: ({ email, expiresAt }) => {
        notify.success(`Invited ${email}: the link works until ${new Date(expiresAt).toLocaleString()}`);
        onClose();
      },
    });

  return (
    <ConfirmDialog
      title="Invite a staff member"
      description="The invitation is mailed with a link to choose a password and enrol an authenticator app."
      confirm="Send the invitation"
      busyConfirm="Inviting"
      busy={invite.busy}
      refusal={invite.error?.message}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <TextField label="Full name" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <Select label="Role" options={staffRoles} error={errors.role?.message} {...register('role')} />
      <TextField label="Projects" hint="For a provider only: the project ids it acts for, separated by commas." autoComplete="off" {...register('projects')} />
      <StepUpCodeField error={errors.code?.message} {...register('code')} />
    </ConfirmDialog>
  );
}
