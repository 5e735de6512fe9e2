import type { Invitation } from '@commons/shared/schemas';
import { AuthenticatorSetup } from '@commons/shared/ui-kit';
import { AuthenticatorQr } from './authenticator-qr';

/** The invitation's authenticator secret, as a QR code to scan and as a key to type. */
export function AuthenticatorEnrolment({ invitation }: { invitation: Invitation }) {
  return (
    <AuthenticatorSetup
      qr={<AuthenticatorQr otpauthUrl={invitation.otpauthUrl} />}
      secret={invitation.secret}
      scan="Scan the QR code with an authenticator app (Google Authenticator, Authy, 1Password, ...). The console asks for its code at every sign-in."
      then="Then enter the 6-digit code the app shows."
    />
  );
}
