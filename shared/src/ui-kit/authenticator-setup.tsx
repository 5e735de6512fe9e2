import type { ReactNode } from 'react';
import styled from 'styled-components';

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

export interface AuthenticatorSetupProps {
  /** The QR code to scan: an image the server drew, or one drawn here. */
  qr: ReactNode;
  /** The key to type when the QR code cannot be scanned. */
  secret: string;
  /** What scanning is for, before the key. */
  scan: string;
  /** What to do once the app has it. */
  then: string;
}

/**
 * Adding the site to an authenticator app, for a customer's two-factor set-up and a staff member's
 * invitation alike: the QR code beside the steps, and the key to type instead.
 */
export function AuthenticatorSetup({ qr, secret, scan, then }: AuthenticatorSetupProps) {
  return (
    <Row>
      {qr}
      <Text>
        <p>{scan}</p>
        <p>
          Cannot scan it? Enter this key instead:
          <br />
          <Secret aria-label="Secret key">{secret}</Secret>
        </p>
        <p>{then}</p>
      </Text>
    </Row>
  );
}
