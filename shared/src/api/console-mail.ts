import { consoleApi } from '@commons/shared/contract';
import type { MailResendInput } from '@commons/shared/schemas';
import { callConsole } from './client';
import { pageQuery, type PageRequest } from './paging';

/** Query keys of the Mail screen: a resend adds a row to every list under `lists`. */
export const mailQueryKeys = {
  all: ['console', 'mail'] as const,
  lists: ['console', 'mail', 'list'] as const,
  list: (to: string) => ['console', 'mail', 'list', to] as const,
  detail: (mailId: string) => ['console', 'mail', 'detail', mailId] as const,
};

/** One page of the outbox, newest first, searched by address (`to`, blank for all) on the server. */
export const getOutbox = (to: string, page: PageRequest = {}) =>
  callConsole(consoleApi.outboxPage, { query: { ...pageQuery(page), to } }, { signal: page.signal });

/** One mail: headers, plain text part and links. */
export const getOutboxMail = (mailId: string, signal?: AbortSignal) =>
  callConsole(consoleApi.outboxMail, { params: { mailId } }, { signal });

/** Queues a copy of a mail as a new outbox entry, with a reason; replies with the new entry. */
export const resendMail = (mailId: string, body: MailResendInput) =>
  callConsole(consoleApi.resendMail, { params: { mailId }, body });
