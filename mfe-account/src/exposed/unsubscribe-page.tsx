import { Link, useLocation } from '@commons/shared/navigation';
import { Button, Card, Page, PageTitle, Spinner, Stack } from '@commons/shared/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useResubscribe, useUnsubscribe } from '../features/notifications/api/unsubscribe';

/** A readable measure, as the verify page's; the Stack spaces the paragraphs, not their margins. */
const Panel = styled(Card)`
  max-width: 640px;
  p { margin: 0; }
`;

/**
 * Where a notice's unsubscribe link lands (docs/product-rules.md#receipts-and-notices): it stops
 * that kind at once, with the signed token of the link (no sign-in), then says which kind stopped
 * and how to turn it back on: a button here, or Notifications once signed in. The API's GET only
 * sends a person here, so a link scanner that fetches the mail's links unsubscribes no one; this
 * page's POST does. Default export because the host loads it with `loadRemote`.
 */
export default function UnsubscribePage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const resubscribe = useResubscribe();
  // Once, even when StrictMode mounts the effect twice in development.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const result = resubscribe.data ?? unsubscribe.data;
  return (
    <Page>
      <PageTitle>Email notices</PageTitle>
      <Panel>
        <Stack>
          {!token || unsubscribe.isError ? (
            <p>
              This unsubscribe link is not valid. Open it again from the email, or sign in and choose which emails you get on{' '}
              <Link to="/notifications">Notifications</Link>.
            </p>
          ) : !result ? (
            <Spinner label="Stopping these emails" />
          ) : result.enabled ? (
            <p role="status">
              <strong>{result.label}</strong> emails are on again. Thank you for staying with us.
            </p>
          ) : (
            <>
              <p role="status">
                You will no longer get <strong>{result.label}</strong> emails.
              </p>
              <p>
                Receipts (top-ups, purchases and monthly offsets, with their certificates) and security email still come. Changed your
                mind? Turn these back on here, or any time on <Link to="/notifications">Notifications</Link> once signed in.
              </p>
              <div>
                <Button busy={resubscribe.busy} onClick={() => resubscribe.send(token)}>
                  Turn these emails back on
                </Button>
              </div>
            </>
          )}
        </Stack>
      </Panel>
    </Page>
  );
}
