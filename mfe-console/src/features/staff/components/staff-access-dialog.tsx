import type { StaffListItem } from '@commons/shared/schemas';
import { notify, TextField } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StepUpCodeField } from '../../../components/step-up-code-field';
import { useDisableStaff, useResetStaffSecondFactor } from '../api/change-staff';
import { AccessFormSchema, type AccessForm, type AccessFormInput } from '../staff-form-schemas';

/** The two changes that take a member's way in: what each says before and after. */
const wording = {
  disable: {
    title: (m: StaffListItem) => `Disable ${m.name}`,
    says: (m: StaffListItem) => `${m.name} (${m.email}) can no longer sign in to the console; their sessions and open invitations end now.`,
    button: (m: StaffListItem) => `Disable ${m.name}`,
    busy: 'Disabling',
    done: (m: StaffListItem) => `${m.name} is disabled`,
  },
  reset: {
    title: (m: StaffListItem) => `Reset the second factor of ${m.name}`,
    says: (m: StaffListItem) =>
      `The authenticator app and recovery codes of ${m.name} (${m.email}) stop working, their sessions end, and a link to enrol again is mailed to them.`,
    button: (m: StaffListItem) => `Reset the second factor of ${m.name}`,
    busy: 'Resetting',
    done: (m: StaffListItem) => `Mailed ${m.name} a link to enrol again`,
  },
} as const;

/** Disables `member` or resets their second factor, with the reason the audit records. */
export function StaffAccessDialog({ member, action, onClose }: { member: StaffListItem; action: keyof typeof wording; onClose: () => void }) {
  const disable = useDisableStaff();
  const reset = useResetStaffSecondFactor();
  const change = action === 'disable' ? disable : reset;
  const words = wording[action];
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccessFormInput, unknown, AccessForm>({
    resolver: valibotResolver(AccessFormSchema),
    defaultValues: { email: member.email, reason: '', code: '' },
  });

  const onSubmit = (form: AccessForm) =>
    change.send(form, {
      onSuccess: () => {
        notify.success(words.done(member));
        onClose();
      },
    });

  return (
    <ConfirmDialog
      title={words.title(member)}
      description={words.says(member)}
      confirm={words.button(member)}
      busyConfirm={words.busy}
      danger
      busy={change.busy}
      refusal={change.error?.message}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
    >
      <TextField label="Reason" hint="Recorded in the audit with your name." autoComplete="off" error={errors.reason?.message} {...register('reason')} />
      <StepUpCodeField error={errors.code?.message} {...register('code')} />
    </ConfirmDialog>
  );
}
