import { LoginSchema, type Login, type LoginInput } from '@commons/shared';
import { needsTwoFactor, type CurrentUser } from '@commons/shared/domain';
import { isApiError } from '@commons/shared/api';
import { Button, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from '@commons/shared/navigation';
import styled from 'styled-components';
import { PasswordField } from '../../../components/password-field';
import { useLogin } from '../api/login';
import { destinationAfterLogin } from '../destination-after-login';
import { useSignIn } from '../use-sign-in';
import { TwoFactorStep } from './two-factor-step';

/** Under the password, on the right, where people look for it. */
const ForgotLink = styled.p`
  margin: -8px 0 0;
  text-align: right;
  font-size: 0.9rem;
`;

/** The mailed-link answer, kept under the form: it says what to do next, too long for a passing toast. */
const Notice = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

/**
 * Email and password with inline errors (docs/product-rules.md#validation); a refusal from the
 * server is a toast of the form's own (`useFormToasts`), gone on the next submit. On success the
 * session is stored and the user goes back to the page the host's guard turned them away from; with
 * two-factor on, the code step comes first.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const login = useLogin();
  const toasts = useFormToasts();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, Login>({
    resolver: valibotResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = (credentials: Login) => {
    toasts.clear();
    setNotice(null);
    login.send(credentials, {
      onError: (error) => {
        toasts.adopt(error);
        if (!isApiError(error) || error.status !== 403) return;
        toasts.clear();
        setNotice(error.message);
      },
      onSuccess: (reply) => (needsTwoFactor(reply) ? setChallenge(reply.challenge) : signedIn(reply)),
    });
  };

  const signedIn = (user: CurrentUser) => {
    signIn(user);
    navigate(destinationAfterLogin(location.state), { replace: true });
  };

  if (challenge) {
    return <TwoFactorStep challenge={challenge} onSignedIn={signedIn} onRestart={() => setChallenge(null)} />;
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, toasts.clear)} aria-label="Login">
      <Stack>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <PasswordField label="Password" purpose="current" error={errors.password?.message} {...register('password')} />
        <ForgotLink>
          <Link to="/forgot-password">Forgot password?</Link>
        </ForgotLink>
        {notice && <Notice role="status">{notice}</Notice>}
        <Button type="submit" block busy={login.busy}>
          {login.busy ? 'Signing In' : 'Login'}
        </Button>
      </Stack>
    </form>
  );
}
