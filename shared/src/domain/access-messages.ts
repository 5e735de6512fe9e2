import type { AccountStatus } from './user';

/** The account statuses that are refused somewhere and have a screen of their own: all but APPROVED. */
export type ScreenStatus = Exclude<AccountStatus, 'APPROVED'>;

/**
 * The texts of an access refusal, word for word as the contract gives them
 * (docs/product-rules.md#messages), held once for the host's guards (banners) and the API (403 and
 * 401 messages).
 */
export const accessMessages = {
  /** A visit to a protected screen without a session. */
  loginFirst: 'You need to login first.',
  /** The session's profile could not be fetched: the session is over. */
  signedOut: "You've been signed out. Please login again.",
  /** A status refused by the route, one message per status. */
  accountStatus: {
    REVIEWING: 'Your account is being reviewed. Please wait.',
    REJECTED: 'Your account has been rejected. Please contact support.',
    SUSPENDED: 'Your account has been suspended. Please contact support.',
  } satisfies Record<ScreenStatus, string>,
  /** Said the moment an account under review is seen approved, with what to do next. */
  approved: 'Your account is approved. Next, record your first year in the Wizard.',
  /** An admin-only route or a missing menu; `path` is the page or endpoint refused. */
  notAuthorized: (path: string) => `You are not authorized to access ${path}`,
} as const;

/** "1 minute", "30 minutes": a setting of one reads as a person would say it. */
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Why a session ended without its holder signing out, as the API's 401 says it and the login
 * page shows it (docs/configuration.md#accounts-and-sessions). Each begins "You were signed out", which is how
 * the host tells them from the plain 401 (`isSessionEndMessage`).
 */
export const sessionEndMessages = {
  /** No request for `minutes`. */
  idle: (minutes: number) => `You were signed out after ${count(minutes, 'minute')} without activity. Please login again.`,
  /** The absolute lifetime, however busy the session. */
  expired: (hours: number) => `You were signed out: a sign-in lasts ${count(hours, 'hour')} at most. Please login again.`,
  /** A new password, set here or elsewhere, ends the other sessions. */
  passwordChanged: 'You were signed out because your password was changed. Please login again.',
} as const;

/** Whether a 401's message says why the session ended (one of `sessionEndMessages`). */
export const isSessionEndMessage = (message: string): boolean => message.startsWith('You were signed out');
