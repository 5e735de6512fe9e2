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
  /** An admin-only route or a missing menu; `path` is the page or endpoint refused. */
  notAuthorized: (path: string) => `You are not authorized to access ${path}`,
} as const;
