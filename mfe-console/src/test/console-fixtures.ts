import type { ConsoleSession, Invitation } from '@commons/shared/schemas';

/** A signed-in operator's session as GET and POST /api/console/session reply. */
export const operatorSession: ConsoleSession = {
  staff: { id: 'st_1', email: 'ops@example.org', name: 'Olive Operator', role: 'operator', projects: [] },
  idleMinutes: 15,
  expiresAt: '2026-11-29T23:45:00.000Z',
};

/** An invitation as GET /api/console/invitation replies. */
export const releaseInvitation: Invitation = {
  email: 'rel@example.org',
  name: 'Rhea Release',
  role: 'release-engineer',
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Carbon%20Commons%20console:rel%40example.org?secret=JBSWY3DPEHPK3PXP&issuer=Carbon%20Commons%20console',
};

/** The ten recovery codes an accepted invitation replies with. */
export const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcdef-ghijkl-mnopqr-stuv${i}`);
