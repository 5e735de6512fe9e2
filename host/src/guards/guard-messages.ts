import type { ScreenStatus } from './route-access';

/** The banner texts the guards hand over, word for word from PRODUCT_SPEC sections 4 and 8. */
export const guardMessages = {
  loginFirst: 'You need to login first.',
  signedOut: "You've been signed out. Please login again.",
  status: {
    REVIEWING: 'Your account is being reviewed. Please wait.',
    REJECTED: 'Your account has been rejected. Please contact support.',
    SUSPENDED: 'Your account has been suspended. Please contact support.',
  } satisfies Record<ScreenStatus, string>,
  notAuthorized: (path: string) => `You are not authorized to access ${path}`,
} as const;
