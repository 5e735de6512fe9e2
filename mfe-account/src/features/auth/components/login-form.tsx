import { LoginSchema, type Login } from '@commons/shared';
import { needsTwoFactor, type CurrentUser } from '@commons/shared/domain';
import { isApiError } from '@commons/shared/api';
import { Button, Spinner, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from '@commons/shared/navigation';
import styled from 'styled-components';
import { useCheckedForm } from '../../../components/checked-form';
import { PasswordField } from '../../../components/password-field';
import { useLogin } from '../api/login';
import { destinationAfterLogin } from '../destination-after-login';
import { useSignIn } from '../use-sign-in';

// The code step is for accounts with two-factor on: its own chunk, fetched as the password is
// sent, so the login page carries only the first step (docs/performance.md#the-login-page).
const loadTwoFactorStep = () => import(/* webpackChunkName: "two-factor-step" */ './two-factor-step');
const TwoFactorStep = lazy(() => loadTwoFactorStep().then((module) => ({ default: module.TwoFactorStep })));

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
  const { field, submit, errors } = useCheckedForm(LoginSchema, { email: '', password: '' });

  const onSubmit = (credentials: Login) => {
    loadTwoFactorStep().catch(() => undefined);
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
    return (
      <Suspense fallback={<Spinner label="Loading" />}>
        <TwoFactorStep challenge={challenge} onSignedIn={signedIn} onRestart={() => setChallenge(null)} />
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={submit(onSubmit, toasts.clear)} aria-label="Login">
      <Stack>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email} {...field('email')} />
        <PasswordField label="Password" purpose="current" error={errors.password} {...field('password')} />
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
