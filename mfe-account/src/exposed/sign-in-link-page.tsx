import { needsTwoFactor, type CurrentUser } from '@commons/shared/domain';
import { Link, useLocation, useNavigate } from '@commons/shared/navigation';
import { brokenLinkMessage } from '@commons/shared/schemas';
import { Spinner } from '@commons/shared/ui';
import { useEffect, useRef } from 'react';
import { useLoginWithLink } from '../features/auth/api/login-with-link';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { TwoFactorStep } from '../features/auth/components/two-factor-step';
import { defaultDestination } from '../features/auth/destination-after-login';
import { useSignIn } from '../features/auth/use-sign-in';
import { linkTokenOf } from '../features/password-reset/link-token';

/**
 * The page the one-time sign-in link opens (`/sign-in-link?token=`), mailed while the account
 * refuses new browsers' passwords (docs/product-rules.md#sign-in-security): it follows the link
 * once and signs this browser in, after the code when two-factor is on. Default export for
 * `loadRemote`.
 */
export default function SignInLinkPage() {
  const token = linkTokenOf(useLocation().search);
  const navigate = useNavigate();
  const signIn = useSignIn();
  const follow = useLoginWithLink();
  const { send } = follow;
  // Once, even when StrictMode mounts the effect twice: a link works only once.
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    send(token);
  }, [send, token]);

  const signedIn = (user: CurrentUser) => {
    signIn(user);
    navigate(defaultDestination, { replace: true });
  };
  const reply = follow.data;
  useEffect(() => {
    if (reply && !needsTwoFactor(reply)) signedIn(reply);
    // Once per reply; signedIn is a fresh closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply]);

  let body;
  if (!token) {
    body = <p role="alert">{brokenLinkMessage}</p>;
  } else if (reply && needsTwoFactor(reply)) {
    body = <TwoFactorStep challenge={reply.challenge} onSignedIn={signedIn} onRestart={() => navigate('/login', { replace: true })} />;
  } else if (follow.error) {
    body = <p role="alert">{follow.error.message}</p>;
  } else {
    body = <Spinner label="Signing In" />;
  }
  return (
    <AuthLayout
      title="Sign in by link"
      subtitle="The link from your email signs this browser in."
      footer={<Link to="/login">Log in</Link>}
    >
      {body}
    </AuthLayout>
  );
}
