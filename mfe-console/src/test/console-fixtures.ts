import type { AuditEventsPage, ConsoleSession, Invitation, RecoveryRequestPage, StaffPage } from '@commons/shared/schemas';

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

/** A page of GET /api/console/staff: the signed-in operator and a release engineer. */
export const staffPage: StaffPage = {
  page: 1,
  limit: 10,
  total: 2,
  staff: [
    { ...operatorSession.staff, status: 'active', secondFactor: true },
    { id: 'st_2', email: 'rel@example.org', name: 'Rhea Release', role: 'release-engineer', projects: [], status: 'active', secondFactor: true },
  ],
};

/** A page of GET /api/console/recovery-requests: one waiting request. */
export const recoveryPage: RecoveryRequestPage = {
  page: 1,
  limit: 10,
  total: 1,
  requests: [
    {
      requestId: '3f1e2d4c-5b6a-4789-8abc-def012345678',
      email: 'cara@example.com',
      name: 'Cara Customer',
      filedAt: '2026-11-29T10:00:00.000Z',
      expiresAt: '2026-12-06T10:00:00.000Z',
      filedFrom: '203.0.113.9',
      browser: 'Firefox',
    },
  ],
};

/** Audit events as GET /api/console/audit/events replies, newest first. */
export const auditEventsPage: AuditEventsPage = {
  events: [
    {
      id: 12,
      at: '2026-03-02T08:15:00.000Z',
      actorKind: 'staff',
      actorId: 'st_1',
      actorName: 'Olive Operator',
      kind: 'accounts.reject',
      target: 'a@example.com',
      reason: 'Forged documents',
      before: { status: 'REVIEWING' },
      after: { status: 'REJECTED' },
    },
    {
      id: 11,
      at: '2026-03-01T09:00:00.000Z',
      actorKind: 'automation',
      actorName: 'alice',
      actorId: null,
      kind: 'releases.activate',
      target: 'wallet',
      reason: null,
      before: null,
      after: null,
    },
  ],
  page: 1,
  limit: 2,
  total: 3,
};
