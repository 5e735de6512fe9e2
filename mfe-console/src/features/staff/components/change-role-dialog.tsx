import type { StaffListItem } from '@commons/shared/schemas';
import { staffRoles } from '@commons/shared/schemas';
import { Button, Modal, notify, Select, Stack, TextField } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { StepUpCodeField } from '../../../components/step-up-code-field';
import { useChangeStaffRole } from '../api/change-staff';
import { RoleFormSchema, type RoleForm, type RoleFormInput } from '../staff-form-schemas';
import { DialogButtons, ServerRefusal } from './confirm-parts';

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
    <Modal
      title={`Change the role of ${member.name}`}
      description={`${member.name} (${member.email}) gets the role you choose and is signed out of the console.`}
      onClose={onClose}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={`Change the role of ${member.name}`}>
        <Stack>
          <Select label="New role" options={staffRoles} error={errors.role?.message} {...register('role')} />
          <TextField label="Projects" hint="For a provider only: the project ids it acts for, separated by commas." autoComplete="off" {...register('projects')} />
          <TextField label="Reason" hint="Recorded in the audit with your name." autoComplete="off" error={errors.reason?.message} {...register('reason')} />
          <StepUpCodeField error={errors.code?.message} {...register('code')} />
          <ServerRefusal error={change.error} />
          <DialogButtons>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={change.busy}>
              {change.busy ? 'Changing' : `Change the role of ${member.name}`}
            </Button>
          </DialogButtons>
        </Stack>
      </form>
    </Modal>
  );
}
