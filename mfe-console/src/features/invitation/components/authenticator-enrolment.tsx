import type { Invitation } from '@commons/shared/schemas';
import styled from 'styled-components';
import { AuthenticatorQr } from './authenticator-qr';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 20px;
`;

const Text = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  p { margin: 0 0 8px; }
`;

const Secret = styled.code`
  display: inline-block;
  margin-top: 4px;
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: 0.95rem;
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

/** The invitation's authenticator secret, as a QR code to scan and as a key to type. */
export function AuthenticatorEnrolment({ invitation }: { invitation: Invitation }) {
  return (
    <Row>
      <AuthenticatorQr otpauthUrl={invitation.otpauthUrl} />
      <Text>
        <p>Scan the QR code with an authenticator app (Google Authenticator, Authy, 1Password, ...). The console asks for its code at every sign-in.</p>
        <p>
          Cannot scan it? Enter this key instead:
          <br />
          <Secret aria-label="Secret key">{invitation.secret}</Secret>
        </p>
        <p>Then enter the 6-digit code the app shows.</p>
      </Text>
    </Row>
  );
}
