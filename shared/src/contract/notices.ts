import { NoticePreferencesSchema, UnsubscribeQuerySchema, UnsubscribeResultSchema, UpdateNoticePreferencesSchema } from '../schemas/notices';
import { defineEndpoint } from './endpoint';
import { ownNotices } from './rules';

// Notices (docs/product-rules.md#receipts-and-notices): the owner's switches, one per kind, and
// the unsubscribe link each notice carries, public since its signed token names the account and
// the kind. The switches are the owner's, whose address gets every notice, and open while
// REVIEWING, when account-status notices matter most.

/** Which notice kinds the account's owner gets by email. */
export const noticePreferences = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/individual/notification-preferences',
  reply: NoticePreferencesSchema,
  access: ownNotices,
  summary: 'Which notice kinds the account gets by email',
});

/** Turns notice kinds on or off; not idempotent, since setting a switch twice is the same as once. */
export const updateNoticePreferences = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/user/individual/notification-preferences',
  body: UpdateNoticePreferencesSchema,
  reply: NoticePreferencesSchema,
  access: ownNotices,
  summary: 'Turn notice kinds on or off',
});

/**
 * A notice's unsubscribe link: sends the browser on to the page that stops the kind. A GET stops
 * nothing, so a link scanner fetching every link of a mail unsubscribes no one.
 */
export const unsubscribeLink = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/mail/unsubscribe',
  query: UnsubscribeQuerySchema,
  access: 'public',
  summary: "A notice's unsubscribe link: opens the page that stops the kind",
  produces: { type: 'text/plain', description: '303 to the landing page /unsubscribe?token=...' },
});

/**
 * Stops the kind the link names: the landing page's POST, and a mail client's one-click form
 * (RFC 8058), whose content says nothing the link does not.
 */
export const unsubscribe = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/mail/unsubscribe',
  query: UnsubscribeQuerySchema,
  reply: UnsubscribeResultSchema,
  access: 'public',
  consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  summary: 'Stop the kind of notice the link names (RFC 8058 one-click)',
});

/** Turns the kind the link names back on, from the landing page. */
export const resubscribe = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/mail/resubscribe',
  query: UnsubscribeQuerySchema,
  reply: UnsubscribeResultSchema,
  access: 'public',
  summary: 'Turn the kind of notice the link names back on',
});
