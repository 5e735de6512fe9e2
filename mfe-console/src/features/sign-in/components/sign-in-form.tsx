import { isApiError } from '@commons/shared/api';
import { consoleLoginPath } from '@commons/shared/domain';
import {
  consoleSignInLinkGone,
  ConsoleSignInLinkRequestSchema,
  ConsoleSignInSchema,
  type ConsoleSignIn,
  type ConsoleSignInInput,
} from '@commons/shared/schemas';
import { useLocation, useNavigate } from '@commons/shared/navigation';
import { Button, Stack, TextField, useFormToasts } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import * as v from 'valibot';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import { useConsoleSignIn } from '../api/sign-in';
import { destinationAfterSignIn } from '../destination-after-sign-in';

const Note = styled.p<{ $tone: 'info' | 'success' }>`
  margin: 0;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => theme.colors[$tone === 'info' ? 'infoSoft' : 'successSoft']};
  overflow-wrap: anywhere;
`;

/** What the page says after any link request: the same whether or not the address is a staff member's. */
export const linkSentText = (email: string) =>
  `If ${email} belongs to a staff member, we have emailed a one-time sign-in link. It works once, for 10 minutes: open it, then sign in with your password and code.`;

export const signingInWithLink = 'You opened a sign-in link: sign in with your email, password and code. The link works once.';

const linkOf = (search: string) => new URLSearchParams(search).get('link') || undefined;

/**
 * Email, password and the app's code (or a recovery code) in one step, as the console API takes
 * them: a refusal says only that something is not right (the server names no part), as a toast
 * of the form's own. Opened from a mailed link (`?link=`), the link goes along, which lets the
 * set in while the account's failed sign-ins hold its cap (docs/product-rules.md#sign-in-security).
 * Signed in, the person goes back to the console page they were turned away from.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const link = linkOf(location.search);
  const signIn = useConsoleSignIn();
  const requestLink = useRequestSignInLink();
  const toasts = useFormToasts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ConsoleSignInInput, unknown, ConsoleSignIn>({
    resolver: valibotResolver(ConsoleSignInSchema),
    defaultValues: { email: '', password: '', code: '' },
  });

  const onSubmit = (credentials: ConsoleSignIn) => {
    toasts.clear();
    setSentTo(null);
    signIn.send(link ? { ...credentials, link } : credentials, {
      onError: (error) => {
        toasts.adopt(error);
        // A dead link is dropped, so the next try goes without it.
        if (isApiError(error) && error.message === consoleSignInLinkGone) navigate(consoleLoginPath, { replace: true, state: location.state });
      },
      onSuccess: () => navigate(destinationAfterSignIn(location.state), { replace: true }),
    });
  };

  /** Mails a link to the address in the Email field, which alone must be right for it. */
  const onRequestLink = () => {
    toasts.clear();
    setSentTo(null);
    const request = v.safeParse(ConsoleSignInLinkRequestSchema, { email: getValues('email') });
    if (!request.success) {
      setError('email', { message: request.issues[0].message }, { shouldFocus: true });
      return;
    }
    clearErrors('email');
    requestLink.send(request.output, { onError: toasts.adopt, onSuccess: () => setSentTo(request.output.email) });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, toasts.clear)} aria-label="Console sign-in">
      <Stack>
        {link && <Note $tone="info">{signingInWithLink}</Note>}
        <TextField label="Email" type="email" autoComplete="username" error={errors.email?.message} {...register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" revealable error={errors.password?.message} {...register('password')} />
        <TextField
          label="Code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
          autoComplete="one-time-code"
          inputMode="text"
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" block busy={signIn.busy}>
          {signIn.busy ? 'Signing in' : 'Sign in'}
        </Button>
        <Button variant="secondary" block busy={requestLink.busy} onClick={onRequestLink}>
          Email me a sign-in link
        </Button>
        {sentTo && <Note $tone="success" role="status">{linkSentText(sentTo)}</Note>}
      </Stack>
    </form>
  );
}
