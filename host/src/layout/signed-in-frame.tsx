import { PasswordChangeBanner } from './password-change-banner';
import { Sidebar } from './sidebar';
import { VerifyEmailBanner } from './verify-email-banner';

/**
 * What only a signed-in person sees of the frame: the sidebar and the account's banners. A chunk
 * of its own (docs/performance.md#the-login-page), so the sign-in and public pages never carry it.
 */
export function SignedInFrame() {
  return (
    <>
      <Sidebar />
      <VerifyEmailBanner />
      <PasswordChangeBanner />
    </>
  );
}
