import { TextField } from '@commons/shared/ui';
import type { ComponentPropsWithRef } from 'react';
import { codeMaxLength } from './step-up-code-schema';

/** The input of the code of the staff member's own app, worded and constrained the same in every dialog that asks for it. */
export function StepUpCodeField({ error, ...props }: ComponentPropsWithRef<'input'> & { error?: string | undefined }) {
  return (
    <TextField
      label="Code from your authenticator app"
      hint="The current 6-digit code of your own authenticator app confirms this change."
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={codeMaxLength}
      error={error}
      {...props}
    />
  );
}
