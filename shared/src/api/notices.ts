import type { NoticePreferences, UnsubscribeResult, UpdateNoticePreferences } from '@commons/shared/schemas';
import { request, type Sending } from './client';

/** Query keys of the account's notice preferences; saving one refreshes `all`. */
export const noticeQueryKeys = {
  all: ['notice-preferences'] as const,
};

const preferencesPath = 'user/individual/notification-preferences';

/** Which notice kinds the account's owner gets by mail (issue 31). */
export const getNoticePreferences = (options?: { signal?: AbortSignal }) => request<NoticePreferences>(preferencesPath, options);

/** Turns the given notice kinds on or off; the reply is every kind's setting. */
export const updateNoticePreferences = (changes: UpdateNoticePreferences, sending?: Sending) =>
  request<NoticePreferences>(preferencesPath, { method: 'put', json: changes, ...sending });

/** Stops the kind of notice an email's unsubscribe link names; no session needed, the signed token says whose. */
export const unsubscribeNotice = (token: string) =>
  request<UnsubscribeResult>('mail/unsubscribe', { method: 'post', searchParams: { token } });

/** Turns that kind back on, from the same link's page. */
export const resubscribeNotice = (token: string) =>
  request<UnsubscribeResult>('mail/resubscribe', { method: 'post', searchParams: { token } });
