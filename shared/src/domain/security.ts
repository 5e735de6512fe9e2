import type { CurrentUser } from './user';

/** The login reply when two-factor sign-in is on: no session yet, a code must follow (docs/product-rules.md#sign-in-security). */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  /** Short-lived token the code step (`POST /auth/individual/login/two-factor`) presents. */
  challenge: string;
}

/** What `POST /auth/individual/login` answers: the signed-in user, or the two-factor step. */
export type LoginReply = CurrentUser | TwoFactorChallenge;

/** Whether a login reply asks for a code before the session. */
export const needsTwoFactor = (reply: LoginReply): reply is TwoFactorChallenge => 'twoFactorRequired' in reply;

/** GET /user/individual/two-factor */
export interface TwoFactorStatus {
  enabled: boolean;
  /** Recovery codes not used yet (0 when off). */
  recoveryCodesLeft: number;
}

/** POST /user/individual/two-factor/setup: what the authenticator app needs, shown once. */
export interface TwoFactorSetup {
  /** The base32 secret, for typing in by hand. */
  secret: string;
  /** The `otpauth://` URI the QR code holds. */
  otpauthUrl: string;
  /** The QR code as an SVG data URL, for an `<img>`. */
  qrCode: string;
}

/** POST /user/individual/two-factor/enable: the recovery codes, shown this once only. */
export interface TwoFactorEnabled {
  enabled: true;
  recoveryCodes: string[];
}

/** One signed-in browser (an open session) of GET /user/individual/sessions. */
export interface SignedInBrowser {
  id: string;
  /** "Chrome on Linux", from the User-Agent at sign-in. */
  browser: string;
  address: string;
  createdAt: string;
  lastUsedAt: string;
  /** The session this request came with. */
  current: boolean;
}
