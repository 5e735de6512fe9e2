import type { TwoFactorSetup } from '@commons/shared/domain';
import { Stack } from '@commons/shared/ui';
import { AuthenticatorSetup } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { useEnableTwoFactor } from '../api/two-factor';
import { CodeForm } from './code-form';

const Qr = styled.img`
  width: 184px;
  height: 184px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff;
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
      <AuthenticatorSetup
        qr={<Qr src={setup.qrCode} alt="QR code to add Carbon Commons to your authenticator app" />}
        secret={setup.secret}
        scan="1. Scan the QR code with an authenticator app (Google Authenticator, Authy, 1Password, ...)."
        then="2. Enter the 6-digit code the app shows, and your password."
      />
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
