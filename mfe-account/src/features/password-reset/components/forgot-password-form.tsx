import { ForgotPasswordSchema, type ForgotPassword, type ForgotPasswordInput } from '@commons/shared/schemas';
import { Button, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useForgotPassword } from '../api/forgot-password';

const Sent = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.successSoft};
  overflow-wrap: anywhere;
`;

/** What the page says after any request: the same whether or not the address has an account. */
export const linkSentText = (email: string) =>
  `If an account uses ${email}, we have sent it a link to choose a new password. The link works once, for 30 minutes. Check your spam folder if it does not arrive.`;

/** The email field; once sent, the same answer for every address (no account enumeration). */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const toasts = useFormToasts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordInput, unknown, ForgotPassword>({
    resolver: valibotResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = (values: ForgotPassword) => {
    toasts.clear();
    forgot.send(values, { onError: toasts.adopt, onSuccess: () => setSentTo(values.email) });
  };

  if (sentTo) return <Sent role="status">{linkSentText(sentTo)}</Sent>;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, toasts.clear)} aria-label="Forgot password">
      <Stack>
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Button type="submit" block busy={forgot.busy}>
          Send link
        </Button>
      </Stack>
    </form>
  );
}
