import type { Invitation } from '@commons/shared/schemas';
import { Button, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useAcceptInvitation } from '../api/accept-invitation';
import { InvitationFormSchema, type InvitationForm as Values, type InvitationFormInput } from '../invitation-form-schema';
import { AuthenticatorEnrolment } from './authenticator-enrolment';
import { passwordProblem, PasswordStrengthView } from '@commons/shared/ui-kit';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: 12px;
  padding: 0;
  font-weight: 700;
  font-size: 1.1rem;
`;

/** One step of the form, named for screen readers by its legend. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Fieldset>
    <Legend>{title}</Legend>
    <Stack>{children}</Stack>
  </Fieldset>
);

/**
 * Accepting an invitation in one form: a password by the site's rules (checked as typed and on
 * submit, as the server will), then the authenticator, which is required: the code proves the
 * app holds the invitation's secret. The recovery codes of the reply go to `onAccepted`.
 */
export function InvitationForm({ token, invitation, onAccepted }: { token: string; invitation: Invitation; onAccepted: (codes: string[]) => void }) {
  const accept = useAcceptInvitation();
  const toasts = useFormToasts();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<InvitationFormInput, unknown, Values>({
    resolver: valibotResolver(InvitationFormSchema),
    defaultValues: { password: '', confirm: '', code: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const guessable = [invitation.name, invitation.email];

  const onSubmit = async ({ password: chosen, code }: Values) => {
    toasts.clear();
    const problem = await passwordProblem(chosen, guessable);
    if (problem) return setError('password', { message: problem }, { shouldFocus: true });
    accept.send({ token, password: chosen, code }, { onError: toasts.adopt, onSuccess: (reply) => onAccepted(reply.recoveryCodes) });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, toasts.clear)} aria-label="Accept the invitation">
      <Stack $gap={28}>
        <Section title="1. Choose a password">
          <input type="email" autoComplete="username" value={invitation.email} readOnly hidden />
          <TextField label="Password" type="password" autoComplete="new-password" revealable error={errors.password?.message} {...register('password')} />
          <PasswordStrengthView password={password} userInputs={guessable} />
          <TextField label="Password again" type="password" autoComplete="new-password" revealable error={errors.confirm?.message} {...register('confirm')} />
        </Section>
        <Section title="2. Set up your authenticator app">
          <AuthenticatorEnrolment invitation={invitation} />
          <TextField label="Code from the app" autoComplete="one-time-code" inputMode="numeric" error={errors.code?.message} {...register('code')} />
        </Section>
        <Button type="submit" block busy={accept.busy}>
          {accept.busy ? 'Setting up' : 'Set up my console access'}
        </Button>
      </Stack>
    </form>
  );
}
