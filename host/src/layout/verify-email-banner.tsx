import { resendVerification } from '@commons/shared/api';
import { approvedOrReviewing } from '@commons/shared/domain';
import { useSend } from '@commons/shared/query';
import { useSession } from '@commons/shared/session';
import { Button } from '@commons/shared/ui';
import { EmailAddress } from '@commons/shared/ui-kit';
import { NoticeArea as Area, NoticeBox as Box } from './notice-box';

/** Said once a new link is on its way; the button then stays away, so it cannot be hammered. */
export const linkSentText = 'A new link is on its way: check your inbox.';

/**
 * Asks a signed-in owner to confirm the address until it is
 * (docs/product-rules.md#what-waits-for-a-verified-address): money and lasting set-up wait for
 * it. Owners only (a sub-user's address is its login; the owner's is the one that counts),
 * and only while the account may use the site. It goes when my-profile says verified.
 */
export function VerifyEmailBanner() {
  const { userInfo } = useSession();
  if (!userInfo?.token || userInfo.emailVerified !== false || userInfo.iam !== 'ADMIN') return null;
  if (!approvedOrReviewing.includes(userInfo.accountStatus)) return null;
  return <AskToVerify email={userInfo.individualEmail} />;
}

function AskToVerify({ email }: { email: string }) {
  const resend = useSend({ mutationFn: () => resendVerification() });
  return (
    <Area>
      <Box role="region" aria-label="Confirm your email address">
        <p>
          Please confirm your email address: follow the link we sent to <EmailAddress address={email} />. Until then the account
          cannot top up or withdraw, add sub-users or group policies, turn on two-factor sign-in or show a public page.
        </p>
        {resend.isSuccess ? (
          <p role="status">{linkSentText}</p>
        ) : (
          <Button variant="secondary" busy={resend.busy} onClick={() => resend.send(undefined)}>
            Resend
          </Button>
        )}
      </Box>
    </Area>
  );
}
