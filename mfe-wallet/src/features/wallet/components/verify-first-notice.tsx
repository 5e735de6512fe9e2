import { resendVerification } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import { useSession } from '@commons/shared/session';
import { Button } from '@commons/shared/ui';
import { EmailAddress } from '@commons/shared/ui-kit';
import styled from 'styled-components';

/** Said once a new link is on its way; the button then goes, so it cannot be hammered. */
export const linkSentText = 'A new link is on its way: check your inbox.';

const Box = styled.div`
  display: grid;
  gap: 8px;
  justify-items: start;
  margin-bottom: 16px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  p { margin: 0; }
`;

/**
 * Whether the signed-in owner has yet to verify the address, which money waits for
 * (docs/product-rules.md#what-waits-for-a-verified-address). A sub-user's own address does not
 * count (the owner's does): the server says so when it refuses.
 */
export function useOwnerUnverified(): boolean {
  const { userInfo } = useSession();
  return userInfo?.iam === 'ADMIN' && userInfo.emailVerified === false;
}

/**
 * Says, inside a money popup, that `action` waits for the owner's verified address, with a
 * Resend of its own: the banner's Resend sits behind the popup's overlay.
 */
export function VerifyFirstNotice({ action }: { action: string }) {
  const { userInfo } = useSession();
  const resend = useSend({ mutationFn: () => resendVerification() });
  return (
    <Box role="note" aria-label="Verify your email address first">
      <p>
        Please verify your email address before {action}: follow the link we sent to{' '}
        <EmailAddress address={userInfo?.individualEmail ?? ''} />.
      </p>
      {resend.isSuccess ? (
        <p role="status">{linkSentText}</p>
      ) : (
        <Button variant="secondary" busy={resend.busy} onClick={() => resend.send(undefined)}>
          Resend the Link
        </Button>
      )}
    </Box>
  );
}
