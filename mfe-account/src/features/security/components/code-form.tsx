import { TwoFactorCodeSchema, type TwoFactorCode, type TwoFactorCodeInput } from '@commons/shared/schemas';
import { Button, TextField, useFormToasts, type ButtonVariant } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  & > :first-child { flex: 1 1 220px; }
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
  /** Sends the code; `onError` adopts the client's toast as the form's own. */
  onCode: (code: string, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}

/** One code field with its submit and Cancel: confirming enrolment, turning two-factor off. */
export function CodeForm({ label, hint, submitLabel, variant = 'primary', busy, onCode, onCancel }: CodeFormProps) {
  const toasts = useFormToasts();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TwoFactorCodeInput, unknown, TwoFactorCode>({
    resolver: valibotResolver(TwoFactorCodeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = ({ code }: TwoFactorCode) => {
    toasts.clear();
    onCode(code, toasts.adopt);
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
