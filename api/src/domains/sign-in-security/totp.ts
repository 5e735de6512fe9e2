import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TwoFactorSetup } from '@commons/shared/domain';

/** What authenticator apps show the account as. */
const issuer = 'Carbon Commons';

/**
 * A code may come from the 30-second step before or after the server's clock, as phones drift
 * and people type slowly; RFC 6238 section 5.2 suggests at most one step.
 */
const toleranceSeconds = 30;

/** The otpauth URI an authenticator app reads `secret` from, labelled with `email`. */
export const otpauthUrlOf = (email: string, secret: string): string => generateURI({ issuer, label: email, secret });

/** A new TOTP secret, base32. */
export const newTotpSecret = (): string => generateSecret();

/** A new secret and what the app needs to take it: the otpauth URI and its QR code as an SVG data URL. */
export async function newEnrolment(email: string): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const otpauthUrl = otpauthUrlOf(email, secret);
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * What `code` is for `secret`: a current code newer than `afterTimeStep` (with its time step),
 * a current code of that step or an older one, already spent (`used`), or `wrong`.
 */
export async function codeTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<{ step: number } | 'used' | 'wrong'> {
  if (!/^\d{6}$/.test(code)) return 'wrong';
  const result = await verify({ secret, token: code, epochTolerance: toleranceSeconds });
  if (!result.valid || !('timeStep' in result)) return 'wrong';
  return afterTimeStep !== null && result.timeStep <= afterTimeStep ? 'used' : { step: result.timeStep };
}
