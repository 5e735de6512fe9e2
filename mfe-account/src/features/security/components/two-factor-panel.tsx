import type { Profile, TwoFactorSetup } from '@commons/shared/domain';
import { Button, LoadFailed, Spinner, Stack } from '@commons/shared/ui';
import { useState } from 'react';
import { Panel, PanelText, PanelTitle } from '../../profile/components/form-layout';
import { useDisableTwoFactor, useSetupTwoFactor, useTwoFactorChanged, useTwoFactorStatus } from '../api/two-factor';
import { CodeForm } from './code-form';
import { EnrolTwoFactor } from './enrol-two-factor';
import { RecoveryCodes } from './recovery-codes';

type Step = { kind: 'idle' } | { kind: 'enrolling'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'disabling' };

/**
 * An owner whose address is not verified yet: the server refuses the set-up
 * (docs/product-rules.md#what-waits-for-a-verified-address), so the button is not offered. The
 * Email address panel above has the page's one Resend: a second here said the same thing twice.
 */
function VerifyFirst() {
  return (
    <PanelText>
      Off. Two-factor sign-in can be set up once your email address is verified: follow the link we emailed you, or
      have a new one sent from Email address above.
    </PanelText>
  );
}

/**
 * Two-factor sign-in with an authenticator app (docs/product-rules.md#sign-in-security): set up by
 * QR code and a confirming code, ten recovery codes shown once; turning it on or off asks for the
 * current password too. An owner sets it up once their address is verified.
 */
export function TwoFactorPanel({ profile }: { profile: Pick<Profile, 'iam' | 'emailVerified'> }) {
  const status = useTwoFactorStatus();
  const setupCall = useSetupTwoFactor();
  const disable = useDisableTwoFactor();
  const refresh = useTwoFactorChanged();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const idle = () => setStep({ kind: 'idle' });

  const body = () => {
    if (step.kind === 'codes') return <RecoveryCodes codes={step.codes} onDone={() => (refresh(), idle())} />;
    if (step.kind === 'enrolling') {
      return <EnrolTwoFactor setup={step.setup} onEnabled={(codes) => setStep({ kind: 'codes', codes })} onCancel={idle} />;
    }
    if (!status.data) {
      return status.isError ? (
        <LoadFailed onRetry={() => void status.refetch()}>Two-factor sign-in could not be loaded.</LoadFailed>
      ) : (
        <Spinner label="Loading two-factor sign-in" />
      );
    }
    if (!status.data.enabled) {
      if (profile.iam === 'ADMIN' && !profile.emailVerified) return <VerifyFirst />;
      return (
        <Stack>
          <PanelText>
            Off. With two-factor sign-in, signing in asks for a code from an app on your phone after your password, so a
            stolen password alone cannot open your account or its wallet.
          </PanelText>
          <div>
            <Button busy={setupCall.busy} onClick={() => setupCall.send(undefined, { onSuccess: (setup) => setStep({ kind: 'enrolling', setup }) })}>
              Set up two-factor sign-in
            </Button>
          </div>
        </Stack>
      );
    }
    const left = status.data.recoveryCodesLeft;
    return (
      <Stack>
        <PanelText>
          On: signing in asks for a code from your authenticator app. {left} recovery {left === 1 ? 'code' : 'codes'} left.
        </PanelText>
        {step.kind === 'disabling' ? (
          <CodeForm
            label="Code from the app, or a recovery code"
            submitLabel="Turn off"
            variant="danger"
            busy={disable.busy}
            onSend={(body, onError) => disable.send(body, { onError, onSuccess: idle })}
            onCancel={idle}
          />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setStep({ kind: 'disabling' })}>
              Turn off two-factor sign-in
            </Button>
          </div>
        )}
      </Stack>
    );
  };

  return (
    <Panel aria-labelledby="security-two-factor">
      <PanelTitle id="security-two-factor">Two-factor sign-in</PanelTitle>
      {body()}
    </Panel>
  );
}
