import type { TwoFactorSetup } from '@commons/shared/domain';
import { Stack } from '@commons/shared/ui';
import styled from 'styled-components';
import { useEnableTwoFactor } from '../api/two-factor';
import { CodeForm } from './code-form';

const Steps = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 20px;
`;

const Qr = styled.img`
  width: 184px;
  height: 184px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff;
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

const Text = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  p { margin: 0 0 8px; }
`;

export interface EnrolTwoFactorProps {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Enrolment: scan the QR code (or type the key), then confirm with the app's current code. */
export function EnrolTwoFactor({ setup, onEnabled, onCancel }: EnrolTwoFactorProps) {
  const enable = useEnableTwoFactor();
  return (
    <Stack>
      <Steps>
        <Qr src={setup.qrCode} alt="QR code to add Carbon Commons to your authenticator app" />
        <Text>
          <p>1. Scan the QR code with an authenticator app (Google Authenticator, Authy, 1Password, ...).</p>
          <p>
            Cannot scan it? Enter this key instead:
            <br />
            <Secret aria-label="Secret key">{setup.secret}</Secret>
          </p>
          <p>2. Enter the 6-digit code the app shows, and your password.</p>
        </Text>
      </Steps>
      <CodeForm
        label="Code from the app"
        submitLabel="Turn on"
        busy={enable.busy}
        onSend={(body, onError) => enable.send(body, { onError, onSuccess: (reply) => onEnabled(reply.recoveryCodes) })}
        onCancel={onCancel}
      />
    </Stack>
  );
}
