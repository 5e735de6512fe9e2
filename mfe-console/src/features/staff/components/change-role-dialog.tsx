import type { StaffListItem } from '@commons/shared/schemas';
import { staffRoles } from '@commons/shared/schemas';
import { notify, TextField } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StepUpCodeField } from '../../../components/step-up-code-field';
import { useChangeStaffRole } from '../api/change-staff';
import { RoleFormSchema, type RoleForm, type RoleFormInput } from '../staff-form-schemas';

/** A new role for `member`, with the reason the audit records; their console sessions end. */
export function ChangeRoleDialog({ member, onClose }: { member: StaffListItem; onClose: () => void }) {
  const change = useChangeStaffRole();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RoleFormInput, unknown, RoleForm>({
    resolver: valibotResolver(RoleFormSchema),
    defaultValues: { email: member.email, role: member.role, projects: member.projects.join(', '), reason: '', code: '' },
  });

  const onSubmit = (form: RoleForm) =>
    change.send(form, {
      onSuccess: ({ role }) => {
        notify.success(`${member.name} is now ${role}; their console sessions ended`);
        onClose();
      },
    });

  return (
    <ConfirmDialog
      title={`Change the role of ${member.name}`}
      description={`${member.name} (${member.email}) gets the role you choose and is signed out of the console.`}
      confirm={`Change the role of ${member.name}`}
      busyConfirm="Changing"
      busy={change.busy}
      refusal={change.error?.message}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <Select label="New role" options={staffRoles} error={errors.role?.message} {...register('role')} />
      <TextField label="Projects" hint="For a provider only: the project ids it acts for, separated by commas." autoComplete="off" {...register('projects')} />
      <TextField label="Reason" hint="Recorded in the audit with your name." autoComplete="off" error={errors.reason?.message} {...register('reason')} />
      <StepUpCodeField error={errors.code?.message} {...register('code')} />
    </ConfirmDialog>
  );
}
