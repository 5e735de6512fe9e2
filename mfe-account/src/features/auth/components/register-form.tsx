import { SignupSchema, type Signup, type SignupInput } from '@commons/shared';
import { Button, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from '@commons/shared/navigation';
import { PasswordField } from '../../../components/password-field';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { passwordProblem } from '@commons/shared/ui-kit';
import { useSignup } from '../api/signup';
import { useSignIn } from '../use-sign-in';

/** The form's fields in the order they are shown, which is the order their toasts appear in. */
const fieldOrder = ['name', 'email', 'password', 'phone'] as const;

/** Every validation problem, in the order of the fields. */
const messagesOf = (errors: FieldErrors<SignupInput>): string[] =>
  fieldOrder.flatMap((field) => errors[field]?.message ?? []);

/**
 * Name, email, password and phone. Invalid input sends nothing and is reported as one toast per
 * problem (docs/product-rules.md#validation) and under each field. The toasts are the form's own
 * (`useFormToasts`): a new submit replaces them, and they leave with the form, so none follows the
 * new account to its profile. A new account is signed in at once and taken to its profile. The
 * password's strength shows as it is typed (docs/product-rules.md#passwords).
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signup = useSignup();
  const toasts = useFormToasts();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<SignupInput, unknown, Signup>({
    resolver: valibotResolver(SignupSchema),
    defaultValues: { name: '', email: '', password: '', phone: '' },
    // Problems are reported on submit; once reported, a field's text follows its corrections, so
    // a fixed field no longer says it is wrong.
    reValidateMode: 'onChange',
  });

  const onSubmit = async (details: Signup) => {
    toasts.clear();
    const problem = await passwordProblem(details.password, [details.name, details.email]);
    if (problem) {
      setError('password', { message: problem });
      toasts.show([problem]);
      return;
    }
    signup.send(details, {
      onError: toasts.adopt,
      onSuccess: (user) => {
        signIn(user);
        navigate('/profile', { replace: true });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit, (invalid) => toasts.show(messagesOf(invalid)))}
      aria-label="Sign up"
    >
      <Stack>
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <PasswordField label="Password" purpose="new" error={errors.password?.message} {...register('password')} />
        <PasswordStrengthMeter control={control} name="password" userInputNames={['name', 'email']} />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <Button type="submit" block busy={signup.busy}>
          {signup.busy ? 'Signing Up' : 'Sign Up'}
        </Button>
      </Stack>
    </form>
  );
}
