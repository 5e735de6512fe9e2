import { SignupSchema, type Signup, type SignupInput } from '@commons/shared';
import { Button, notify, Stack, TextField } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useSignup } from '../api/signup';
import { useSignIn } from '../use-sign-in';

/** The form's fields in the order they are shown, which is the order their toasts appear in. */
const fieldOrder = ['name', 'email', 'password', 'phone'] as const;

/** Every validation problem as its own error toast (PRODUCT_SPEC section 5: signup). */
function toastEachError(errors: FieldErrors<SignupInput>) {
  for (const field of fieldOrder) {
    const message = errors[field]?.message;
    if (message) notify.error(message);
  }
}

/**
 * Name, email, password and phone. Invalid input is reported as one toast per problem and
 * sends nothing; a new account is signed in at once and taken to its profile.
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signup = useSignup();
  const { register, handleSubmit } = useForm<SignupInput, unknown, Signup>({
    resolver: valibotResolver(SignupSchema),
    defaultValues: { name: '', email: '', password: '', phone: '' },
    // Problems are toasts on submit, not inline text that changes while typing.
    reValidateMode: 'onSubmit',
  });

  const onSubmit = (details: Signup) =>
    signup.mutate(details, {
      onSuccess: (user) => {
        signIn(user);
        navigate('/profile', { replace: true });
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, toastEachError)} aria-label="Sign up">
      <Stack>
        <TextField label="Name" autoComplete="name" {...register('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} />
        <TextField label="Password" type="password" autoComplete="new-password" revealable {...register('password')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...register('phone')} />
        <Button type="submit" block busy={signup.isPending}>
          {signup.isPending ? 'Signing Up' : 'Sign Up'}
        </Button>
      </Stack>
    </form>
  );
}
