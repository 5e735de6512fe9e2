import { changeEmail } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { ChangeEmail } from '@commons/shared/schemas';

/** What the panel says once the link is on its way to the new address. */
export const confirmationSentMessage = (email: string) =>
  `We sent a link to ${email}. Your address changes when you follow it; until then, keep signing in with the current one.`;

/** Asks to change the address under one Idempotency-Key per submit. */
export const useChangeEmail = () =>
  useSend({ mutationFn: (body: ChangeEmail, { idempotencyKey }) => changeEmail(body, { idempotencyKey }) });
