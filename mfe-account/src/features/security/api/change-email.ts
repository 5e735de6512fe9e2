import { changeEmail } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { ChangeEmail } from '@commons/shared/schemas';

/** What the panel says once the mail is on its way to the new address (the same whether or not another account uses it). */
export const confirmationSentMessage = (email: string) =>
  `We sent an email to ${email}. Your address changes when you follow the link in it; until then, keep signing in with the current one.`;

/** Asks to change the address under one Idempotency-Key per submit. */
export const useChangeEmail = () =>
  useSend({ mutationFn: (body: ChangeEmail, { idempotencyKey }) => changeEmail(body, { idempotencyKey }) });
