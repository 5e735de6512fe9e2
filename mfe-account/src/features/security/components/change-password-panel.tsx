import { ChangePasswordFormSchema, type ChangePasswordForm, type ChangePasswordFormInput } from '@commons/shared/schemas';
import { Button, notify, Stack, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { passwordProblem } from '@commons/shared/ui-kit';
import { Panel, PanelText, PanelTitle } from '../../profile/components/form-layout';
import { passwordChangedMessage, useChangePassword } from '../api/change-password';

const empty: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password: the current one, then the new one twice (signup's rules), its strength
 * shown as it is typed (docs/product-rules.md#passwords). This
 * browser stays signed in; every other session ends, and a notice is mailed.
 */
export function ChangePasswordPanel() {
  const change = useChangePassword();
  const toasts = useFormToasts();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<ChangePasswordFormInput, unknown, ChangePasswordForm>({
    resolver: valibotResolver(ChangePasswordFormSchema),
    defaultValues: empty,
  });

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordForm) => {
    toasts.clear();
    const problem = await passwordProblem(newPassword);
    if (problem) {
      setError('newPassword', { message: problem });
      return;
    }
    change.send(
      { currentPassword, newPassword },
      {
        onError: toasts.adopt,
        onSuccess: () => {
          reset(empty);
          notify.success(passwordChangedMessage);
        },
      },
    );
  };

  return (
    <Panel aria-labelledby="security-password">
      <PanelTitle id="security-password">Change password</PanelTitle>
      <form noValidate onSubmit={handleSubmit(onSubmit, toasts.clear)} aria-label="Change password">
        <Stack>
          <PanelText>Every other browser signed in to your account is signed out.</PanelText>
          <PasswordField
            label="Current password"
            purpose="current"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField label="New password" purpose="new" error={errors.newPassword?.message} {...register('newPassword')} />
          <PasswordStrengthMeter control={control} name="newPassword" />
          <PasswordField
            label="Repeat new password"
            purpose="new"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <div>
            <Button type="submit" busy={change.busy}>
              Change password
            </Button>
          </div>
        </Stack>
      </form>
    </Panel>
  );
}
