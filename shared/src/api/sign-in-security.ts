import { signInSecurity } from '@commons/shared/contract';
import type { TwoFactorChange } from '@commons/shared/schemas';
import { call } from './client';

/** Query keys of the Security screen; each change refreshes the one it touches. */
export const securityQueryKeys = {
  twoFactor: ['security', 'two-factor'] as const,
  sessions: ['security', 'sessions'] as const,
};

/** Whether two-factor sign-in is on, and how many recovery codes are left. */
export const getTwoFactorStatus = (options?: { signal?: AbortSignal }) => call(signInSecurity.twoFactorStatus, {}, options);

/** Starts enrolment: a new secret with its QR code; nothing changes at sign-in until `enableTwoFactor`. */
export const setupTwoFactor = () => call(signInSecurity.setupTwoFactor, { body: {} });

/** Confirms enrolment with the current password and a current code; the reply holds the ten recovery codes, shown once. */
export const enableTwoFactor = (body: TwoFactorChange) => call(signInSecurity.enableTwoFactor, { body });

/** Turns two-factor off with the current password and a current code or a recovery code. */
export const disableTwoFactor = (body: TwoFactorChange) => call(signInSecurity.disableTwoFactor, { body });

/** The browsers signed in to this login, this one marked `current`. */
export const getSignedInBrowsers = (options?: { signal?: AbortSignal }) => call(signInSecurity.signedInBrowsers, {}, options);

/** Signs one browser out. */
export const revokeSignedInBrowser = (sessionId: string) =>
  call(signInSecurity.revokeSignedInBrowser, { params: { sessionId }, body: {} });
