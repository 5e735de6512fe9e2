import { TwoFactorCodeSchema, type TwoFactorCode } from '@commons/shared/schemas';
import type { CurrentUser } from '@commons/shared/domain';
import { Button, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useCheckedForm } from '../../../components/checked-form';
import { useLoginWithCode } from '../api/login-with-code';
import { useRequestTwoFactorRecovery } from '../api/request-two-factor-recovery';

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
`;

export interface TwoFactorStepProps {
  /** The token the password step answered. */
  challenge: string;
  onSignedIn: (user: CurrentUser) => void;
  /** Back to email and password (a challenge lasts five minutes, or five wrong codes). */
  onRestart: () => void;
}

/** When a filed recovery request lapses, as the person reads it. */
const lapses = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The second step of a sign-in with two-factor on (docs/product-rules.md#sign-in-security): the
 * six-digit code from the authenticator app, or one of the recovery codes instead. Someone who
 * lost both asks the staff to turn two-factor off (docs/product-rules.md#losing-the-second-factor).
 */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [filedUntil, setFiledUntil] = useState<string | null>(null);
  const login = useLoginWithCode();
  const askStaff = useRequestTwoFactorRecovery();
  const toasts = useFormToasts();
  const { field, submit, reset, focus, errors } = useCheckedForm(TwoFactorCodeSchema, { code: '' });

  const onSubmit = ({ code }: TwoFactorCode) => {
    toasts.clear();
    login.send({ challenge, code }, { onError: toasts.adopt, onSuccess: onSignedIn });
  };

  const switchKind = () => {
    setRecovery((value) => !value);
    reset({ code: '' });
    setTimeout(() => focus('code'));
  };

  const fileRecovery = () => {
    toasts.clear();
    askStaff.send({ challenge }, { onError: toasts.adopt, onSuccess: (reply) => setFiledUntil(reply.expiresAt) });
  };

  if (filedUntil) {
    return (
      <Stack>
        <Hint role="status">
          We have your request to turn off two-factor sign-in and mailed your address about it. Our staff will contact you
          to check it is you before deciding; unless decided by {lapses(filedUntil)}, the request lapses.
        </Hint>
        <Button type="button" variant="secondary" onClick={onRestart}>
          Back to sign-in
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={submit(onSubmit, toasts.clear)} aria-label="Two-factor code">
      <Stack>
        <Hint>
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
            : 'Two-factor sign-in is on for this account. Enter the 6-digit code from your authenticator app.'}
        </Hint>
        <TextField
          key={recovery ? 'recovery' : 'app'}
          label={recovery ? 'Recovery code' : 'Authentication code'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={errors.code}
          {...field('code')}
        />
        <Button type="submit" block busy={login.busy}>
          {login.busy ? 'Signing In' : 'Verify'}
        </Button>
        <Choices>
          <Button type="button" variant="ghost" onClick={switchKind}>
            {recovery ? 'Use the app code' : 'Use a recovery code'}
          </Button>
          <Button type="button" variant="ghost" onClick={onRestart}>
            Back to sign-in
          </Button>
        </Choices>
        <Hint>Lost your phone and your recovery codes?</Hint>
        <div>
          <Button type="button" variant="ghost" busy={askStaff.busy} onClick={fileRecovery}>
            Ask us to turn two-factor off
          </Button>
        </div>
      </Stack>
    </form>
  );
}
