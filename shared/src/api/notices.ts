import { notices } from '@commons/shared/contract';
import type { UpdateNoticePreferences } from '@commons/shared/schemas';
import { call, type Sending } from './client';

/** Query keys of the account's notice preferences; saving one refreshes `all`. */
export const noticeQueryKeys = {
  all: ['notice-preferences'] as const,
};

/** Which notice kinds the account's owner gets by mail (docs/product-rules.md#receipts-and-notices). */
export const getNoticePreferences = (options?: { signal?: AbortSignal }) => call(notices.noticePreferences, {}, options);

/** Turns the given notice kinds on or off; the reply is every kind's setting. */
export const updateNoticePreferences = (changes: UpdateNoticePreferences, sending?: Sending) =>
  call(notices.updateNoticePreferences, { body: changes }, sending);

/** Stops the kind of notice an email's unsubscribe link names; no session needed, the signed token says whose. */
export const unsubscribeNotice = (token: string) => call(notices.unsubscribe, { query: { token } });

/** Turns that kind back on, from the same link's page. */
export const resubscribeNotice = (token: string) => call(notices.resubscribe, { query: { token } });
