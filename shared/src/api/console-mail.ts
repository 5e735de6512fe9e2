import { consoleApi } from '@commons/shared/contract';
import type { MailResendInput, OutboxQueryInput } from '@commons/shared/schemas';
import { callConsole } from './client';

/** Query keys of the Mail screen: a resend adds a row to every list under `lists`. */
export const mailQueryKeys = {
  all: ['console', 'mail'] as const,
  lists: ['console', 'mail', 'list'] as const,
  list: (query: OutboxQueryInput) => ['console', 'mail', 'list', query] as const,
  detail: (mailId: string) => ['console', 'mail', 'detail', mailId] as const,
};

/** One numbered page of the outbox, sorted and filtered as asked (newest first unless asked), searched by address on the server. */
export const getOutbox = (query: OutboxQueryInput, { signal }: { signal?: AbortSignal } = {}) =>
  callConsole(consoleApi.outboxPage, { query }, { signal });

/** One mail: headers, plain text part and links. */
export const getOutboxMail = (mailId: string, signal?: AbortSignal) =>
  callConsole(consoleApi.outboxMail, { params: { mailId } }, { signal });

/** Queues a copy of a mail as a new outbox entry, with a reason; replies with the new entry. */
export const resendMail = (mailId: string, body: MailResendInput) =>
  callConsole(consoleApi.resendMail, { params: { mailId }, body });
