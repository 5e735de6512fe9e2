import type {
  CurrentUser,
  SignedInBrowser,
  TwoFactorEnabled,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@commons/shared/domain';
import type { TwoFactorCode, TwoFactorLogin } from '@commons/shared/schemas';
import { request, type Sending } from './client';

/** Query keys of the Security screen; each change refreshes the one it touches. */
export const securityQueryKeys = {
  twoFactor: ['security', 'two-factor'] as const,
  sessions: ['security', 'sessions'] as const,
};

const base = 'user/individual';

/** The code step of a sign-in with two-factor on: the login's challenge and a current or recovery code. */
export const loginWithCode = (body: TwoFactorLogin) =>
  request<CurrentUser>('auth/individual/login/two-factor', { method: 'post', json: body });

/** Whether two-factor sign-in is on, and how many recovery codes are left. */
export const getTwoFactorStatus = (options?: { signal?: AbortSignal }) => request<TwoFactorStatus>(`${base}/two-factor`, options);

/** Starts enrolment: a new secret with its QR code; nothing changes at sign-in until `enableTwoFactor`. */
export const setupTwoFactor = () => request<TwoFactorSetup>(`${base}/two-factor/setup`, { method: 'post' });

/** Confirms enrolment with a current code; the reply holds the ten recovery codes, shown once. */
export const enableTwoFactor = (body: TwoFactorCode, sending?: Sending) =>
  request<TwoFactorEnabled>(`${base}/two-factor/enable`, { method: 'post', json: body, ...sending });

/** Turns two-factor off with a current code or a recovery code. */
export const disableTwoFactor = (body: TwoFactorCode, sending?: Sending) =>
  request<TwoFactorStatus>(`${base}/two-factor/disable`, { method: 'post', json: body, ...sending });

/** The browsers signed in to this login, this one marked `current`. */
export const getSignedInBrowsers = (options?: { signal?: AbortSignal }) =>
  request<{ sessions: SignedInBrowser[] }>(`${base}/sessions`, options);

/** Signs one browser out. */
export const revokeSignedInBrowser = (sessionId: string, sending?: Sending) =>
  request<{ revoked: true }>(`${base}/sessions/${encodeURIComponent(sessionId)}/revoke`, { method: 'post', ...sending });
