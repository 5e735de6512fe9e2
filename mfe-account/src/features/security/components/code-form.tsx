import { TwoFactorChangeSchema, type TwoFactorChange, type TwoFactorChangeInput } from '@commons/shared/schemas';
import { Button, TextField, useFormToasts, type ButtonVariant } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { PasswordField } from '../../../components/password-field';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  & > :not(:last-child) { flex: 1 1 220px; }
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  padding-top: 26px;
`;

export interface CodeFormProps {
  label: string;
  hint?: string;
  submitLabel: string;
  variant?: ButtonVariant;
  busy: boolean;
  /** Sends the code and the password; `onError` adopts the client's toast as the form's own. */
  onSend: (body: TwoFactorChange, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}

/**
 * A code and the current password, with submit and Cancel: confirming enrolment, turning two-factor
 * off. The password makes a session alone not enough (docs/product-rules.md#sign-in-security).
 */
export function CodeForm({ label, hint, submitLabel, variant = 'primary', busy, onSend, onCancel }: CodeFormProps) {
  const toasts = useFormToasts();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TwoFactorChangeInput, unknown, TwoFactorChange>({
    resolver: valibotResolver(TwoFactorChangeSchema),
    defaultValues: { code: '', password: '' },
  });
  const onSubmit = (body: TwoFactorChange) => {
    toasts.clear();
    onSend(body, toasts.adopt);
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, toasts.clear)} aria-label={submitLabel}>
      <Row>
        <TextField
          label={label}
          hint={hint}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.code?.message}
          {...register('code')}
        />
        <PasswordField label="Current password" purpose="current" error={errors.password?.message} {...register('password')} />
        <Buttons>
          <Button type="submit" variant={variant} busy={busy}>
            {submitLabel}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </Buttons>
      </Row>
    </form>
  );
}
