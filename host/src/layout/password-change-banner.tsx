import { approvedOrReviewing } from '@commons/shared/domain';
import { Link } from '@commons/shared/navigation';
import { useSession } from '@commons/shared/session';
import { NoticeArea, NoticeBox } from './notice-box';

/**
 * Asks a member whose password fails today's rule to change it
 * (docs/product-rules.md#passwords): the sign-in told the session so, and it goes when
 * my-profile says the password was changed. It never blocks: the link leads to the
 * change-password form of the Security page, open while the account may use the site.
 */
export function PasswordChangeBanner() {
  const { userInfo } = useSession();
  if (!userInfo?.token || !userInfo.passwordChangeAdvised) return null;
  if (!approvedOrReviewing.includes(userInfo.accountStatus)) return null;
  return (
    <NoticeArea>
      <NoticeBox role="region" aria-label="Change your password">
        <p>
          Your password no longer meets our rules: it is shorter than 12 characters or too easy to guess. It still works, but
          please choose a new one.
        </p>
        <Link to="/security">Change your password</Link>
      </NoticeBox>
    </NoticeArea>
  );
}
