import { ResetPasswordFormSchema, type ResetPasswordForm as Values, type ResetPasswordFormInput } from '@commons/shared/schemas';
import { useNavigate } from '@commons/shared/navigation';
import { sessionActions } from '@commons/shared/session';
import { Button, Stack, useFormToasts, type NavigationState } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { passwordProblem } from '@commons/shared/ui-kit';
import { passwordResetMessage, useResetPassword } from '../api/reset-password';

/**
 * The new password twice (signup's rules), its strength shown as it is typed. Once set, every session of the account has ended,
 * this tab's included if it had one, so the tab forgets it and opens login with the news.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const toasts = useFormToasts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ResetPasswordFormInput, unknown, Values>({
    resolver: valibotResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = async ({ password }: Values) => {
    toasts.clear();
    const problem = await passwordProblem(password);
    if (problem) {
      setError('password', { message: problem });
      return;
    }
    reset.send(
      { token, password },
      {
        onError: toasts.adopt,
        onSuccess: () => {
          sessionActions.clear();
          queryClient.clear();
          const state: NavigationState = { success: passwordResetMessage };
          navigate('/login', { replace: true, state });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, toasts.clear)} aria-label="Choose a new password">
      <Stack>
        <PasswordField label="New password" purpose="new" error={errors.password?.message} {...register('password')} />
        <PasswordStrengthMeter control={control} name="password" />
        <PasswordField
          label="Repeat new password"
          purpose="new"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" block busy={reset.busy}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
