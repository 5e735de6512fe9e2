import { TwoFactorCodeSchema, type TwoFactorCode, type TwoFactorCodeInput } from '@commons/shared/schemas';
import type { CurrentUser } from '@commons/shared/domain';
import { Button, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useLoginWithCode } from '../api/login-with-code';

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

/**
 * The second step of a sign-in with two-factor on (docs/product-rules.md#sign-in-security): the
 * six-digit code from the authenticator app, or one of the recovery codes instead.
 */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const [recovery, setRecovery] = useState(false);
  const login = useLoginWithCode();
  const toasts = useFormToasts();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<TwoFactorCodeInput, unknown, TwoFactorCode>({
    resolver: valibotResolver(TwoFactorCodeSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = ({ code }: TwoFactorCode) => {
    toasts.clear();
    login.send({ challenge, code }, { onError: toasts.adopt, onSuccess: onSignedIn });
  };

  const switchKind = () => {
    setRecovery((value) => !value);
    reset({ code: '' });
    setTimeout(() => setFocus('code'));
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, toasts.clear)} aria-label="Two-factor code">
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
          error={errors.code?.message}
          {...register('code')}
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
      </Stack>
    </form>
  );
}
