import type { Profile } from '@commons/shared/domain';
import { ChangeEmailSchema, type ChangeEmail, type ChangeEmailInput } from '@commons/shared/schemas';
import { Button, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field';
import { Note, Panel, PanelText, PanelTitle } from '../../profile/components/form-layout';
import { confirmationSentMessage, useChangeEmail } from '../api/change-email';
import { EmailStatus } from './email-status';

const empty: ChangeEmailInput = { newEmail: '', password: '' };

/**
 * Change email: the new address and the current password. Nothing changes until the
 * link sent to the new address is followed; the old address is told at once.
 */
export function ChangeEmailPanel({ profile }: { profile: Pick<Profile, 'individualEmail' | 'emailVerified' | 'iam'> }) {
  const change = useChangeEmail();
  const toasts = useFormToasts();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangeEmailInput, unknown, ChangeEmail>({ resolver: valibotResolver(ChangeEmailSchema), defaultValues: empty });

  const onSubmit = (values: ChangeEmail) => {
    toasts.clear();
    change.send(values, {
      onError: toasts.adopt,
      onSuccess: (reply) => {
        reset(empty);
        setPendingEmail(reply.pendingEmail);
      },
    });
  };

  return (
    <Panel aria-labelledby="security-email">
      <PanelTitle id="security-email">Email address</PanelTitle>
      <Stack>
        <EmailStatus profile={profile} />
        <form noValidate onSubmit={handleSubmit(onSubmit, toasts.clear)} aria-label="Change email">
          <Stack>
            <PanelText>
              To sign in with another address, enter it with your current password. We send a link to the new address;
              it becomes yours when you follow it.
            </PanelText>
            <TextField label="New email" type="email" autoComplete="email" error={errors.newEmail?.message} {...register('newEmail')} />
            <PasswordField
              label="Current password"
              purpose="current"
              error={errors.password?.message}
              {...register('password')}
            />
            <div>
              <Button type="submit" busy={change.busy}>
                Change email
              </Button>
            </div>
            {pendingEmail && <Note role="status">{confirmationSentMessage(pendingEmail)}</Note>}
          </Stack>
        </form>
      </Stack>
    </Panel>
  );
}
