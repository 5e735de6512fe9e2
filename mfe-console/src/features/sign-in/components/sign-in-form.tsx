import { ConsoleSignInSchema, type ConsoleSignIn, type ConsoleSignInInput } from '@commons/shared/schemas';
import { useLocation, useNavigate } from '@commons/shared/navigation';
import { Button, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useConsoleSignIn } from '../api/sign-in';
import { destinationAfterSignIn } from '../destination-after-sign-in';

/**
 * Email, password and the app's code (or a recovery code) in one step, as the console API takes
 * them: a refusal says only that something is not right (the server names no part), as a toast
 * of the form's own. Signed in, the person goes back to the console page they were turned away from.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useConsoleSignIn();
  const toasts = useFormToasts();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConsoleSignInInput, unknown, ConsoleSignIn>({
    resolver: valibotResolver(ConsoleSignInSchema),
    defaultValues: { email: '', password: '', code: '' },
  });

  const onSubmit = (credentials: ConsoleSignIn) => {
    toasts.clear();
    signIn.send(credentials, {
      onError: toasts.adopt,
      onSuccess: () => navigate(destinationAfterSignIn(location.state), { replace: true }),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, toasts.clear)} aria-label="Console sign-in">
      <Stack>
        <TextField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" revealable error={errors.password?.message} {...register('password')} />
        <TextField
          label="Code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          inputMode="text"
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" block busy={signIn.busy}>
          {signIn.busy ? 'Signing in' : 'Sign in'}
        </Button>
      </Stack>
    </form>
  );
}
