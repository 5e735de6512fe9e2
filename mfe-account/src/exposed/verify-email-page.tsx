import { Link, useLocation } from '@commons/shared/navigation';
import { brokenLinkMessage } from '@commons/shared/schemas';
import { useSession } from '@commons/shared/session';
import { Card, Page, PageTitle, Spinner } from '@commons/shared/ui';
import { EmailAddress } from '@commons/shared/ui-kit';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { linkTokenOf } from '../features/password-reset/link-token';
import { useVerifyEmail } from '../features/security/api/verify-email';

const Panel = styled(Card)`
  max-width: 640px;
  overflow-wrap: anywhere;
  p { margin: 0 0 12px; }
  p:last-child { margin-bottom: 0; }
`;

/**
 * The page a verification or change-of-address link opens (`/verify-email?token=`), in any
 * browser: it follows the link once and says what happened. Default export for `loadRemote`.
 */
export default function VerifyEmailPage() {
  const token = linkTokenOf(useLocation().search);
  const signedIn = Boolean(useSession().userInfo?.token);
  const verify = useVerifyEmail();
  const { send } = verify;
  // Once, even when StrictMode mounts the effect twice: a link works only once.
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    send(token);
  }, [send, token]);

  const next = signedIn ? <Link to="/dashboard">Go to your dashboard</Link> : <Link to="/login">Log in</Link>;
  let body;
  if (!token) {
    body = <p role="alert">{brokenLinkMessage}</p>;
  } else if (verify.data) {
    body = (
      <>
        <p role="status">
          {verify.data.changed ? (
            <>
              Your email address is now <EmailAddress address={verify.data.email} />. Sign in with it from now on.
            </>
          ) : (
            <>
              Thank you: <EmailAddress address={verify.data.email} /> is verified.
            </>
          )}
        </p>
        <p>{next}</p>
      </>
    );
  } else if (verify.error) {
    body = (
      <>
        <p role="alert">{verify.error.message}</p>
        <p>
          {signedIn ? (
            <>
              Ask for a new link on the <Link to="/security">Security</Link> page.
            </>
          ) : (
            <>
              <Link to="/login">Log in</Link> to ask for a new link.
            </>
          )}
        </p>
      </>
    );
  } else {
    body = <Spinner label="Confirming your address" />;
  }
  return (
    <Page>
      <PageTitle>Confirm your email address</PageTitle>
      <Panel>{body}</Panel>
    </Page>
  );
}
