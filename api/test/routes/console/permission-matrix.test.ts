import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@commons/shared/schemas';
import { bearer, signUp } from '../../helpers/accounts';
import { operatorToken, useTestApp } from '../../helpers/build';
import { samples, uploadDocument } from '../../helpers/documents';
import { orderedYear, transferListing } from '../../helpers/bank-transfers';
import { describeProject } from '../../helpers/projects';
import { mailedToken, signedInStaff, staffEmail, staffOps, staffPassword } from '../../helpers/staff';

/**
 * The console's permission matrix (docs/api.md#the-console-api): every route the app registers
 * under /api/console (its own list, so a new route cannot be forgotten), called as each caller,
 * against the status written here by hand.
 */
const callers = ['none', 'customer', 'machine', 'operator', 'release-engineer', 'provider', 'other-provider'] as const;
type Caller = (typeof callers)[number];
type Expected = Record<Caller, number>;

interface Fixture {
  invitationToken: string;
  /** A customer's account and their PENDING document, for the Reviews rows. */
  accountEmail: string;
  documentId: string;
  /** An order of project GS4242 (the provider's, not the other provider's), awaiting payment. */
  orderId: string;
  headers: Record<Caller, Record<string, string>>;
}

interface Row {
  why: string;
  request: (fixture: Fixture) => { url: string; payload?: object };
  expected: Expected;
  /** Ends the caller's session: called after every other row. */
  endsSession?: boolean;
}

const everyone = (status: number): Expected => Object.fromEntries(callers.map((caller) => [caller, status])) as Expected;
const staffOnly = (status: number): Expected => ({
  none: 401,
  customer: 401,
  machine: 401,
  operator: status,
  'release-engineer': status,
  provider: status,
  'other-provider': status,
});
/** Providers only: `mine` for the provider of the project (GS4242), `theirs` for the provider of another. */
const providerOnly = (mine: number, theirs: number): Expected => ({ ...staffOnly(403), provider: mine, 'other-provider': theirs });
/** A transfer account as a provider's form sends it. */
const transferAccount = { bankName: 'ABN AMRO', account: { kind: 'iban', holderName: 'Kasigau Trust', iban: 'NL91ABNA0417164300' } };
const releaseEngineerOnly = (status: number): Expected => ({ ...staffOnly(403), 'release-engineer': status });
/** Operators only; the other staff roles get 403. */
const operatorOnly = (status: number): Expected => ({ ...staffOnly(403), operator: status });
const noSuchRequest = '00000000-0000-4000-8000-000000000000';

const table: Record<string, Row> = {
  'GET /api/console/invitation': {
    why: 'public: an open invitation shows to whoever holds its link',
    request: (f) => ({ url: `/api/console/invitation?token=${f.invitationToken}` }),
    expected: everyone(200),
  },
  'POST /api/console/invitation/accept': {
    why: 'public: an unknown token is 404 whoever sends it',
    request: () => ({ url: '/api/console/invitation/accept', payload: { token: 'no-such-token', password: staffPassword, code: '123456' } }),
    expected: everyone(404),
  },
  'POST /api/console/session': {
    why: 'public: a body without the fields is 400 before any check, counted by no limiter',
    request: () => ({ url: '/api/console/session', payload: {} }),
    expected: everyone(400),
  },
  'POST /api/console/sign-in-link': {
    why: 'public: the same reply whoever asks, for a staff member or not; it mails a link to an active member only',
    // A new address per caller: one address gets 3 requests a quarter hour.
    request: () => ({ url: '/api/console/sign-in-link', payload: { email: staffEmail() } }),
    expected: everyone(200),
  },
  'GET /api/console/session': {
    why: 'any signed-in staff member; bearer tokens open nothing here',
    request: () => ({ url: '/api/console/session' }),
    expected: staffOnly(200),
  },
  'DELETE /api/console/session': {
    why: 'any signed-in staff member signs out',
    request: () => ({ url: '/api/console/session' }),
    expected: staffOnly(204),
    endsSession: true,
  },

  // --- Releases (release engineers only; a switch of nothing published is refused, changing nothing) ---
  'GET /api/console/releases': {
    why: 'release engineers: every remote, its rollout and health',
    request: () => ({ url: '/api/console/releases' }),
    expected: releaseEngineerOnly(200),
  },
  'GET /api/console/releases/history': {
    why: "release engineers: the remotes' switches",
    request: () => ({ url: '/api/console/releases/history?remote=account' }),
    expected: releaseEngineerOnly(200),
  },
  'POST /api/console/releases/:remote/activate': {
    why: 'release engineers: a version never published is 404',
    request: () => ({ url: '/api/console/releases/account/activate', payload: { version: '9.9.9', reason: 'matrix' } }),
    expected: releaseEngineerOnly(404),
  },
  'POST /api/console/releases/:remote/rollback': {
    why: 'release engineers: nothing to go back to is 409',
    request: () => ({ url: '/api/console/releases/account/rollback', payload: { reason: 'matrix' } }),
    expected: releaseEngineerOnly(409),
  },
  'POST /api/console/releases/:remote/rollout': {
    why: 'release engineers: a version never published is 404',
    request: () => ({ url: '/api/console/releases/account/rollout', payload: { version: '9.9.9', percent: 10, reason: 'matrix' } }),
    expected: releaseEngineerOnly(404),
  },
  'POST /api/console/releases/:remote/promote': {
    why: 'release engineers: no rollout in progress is 409',
    request: () => ({ url: '/api/console/releases/account/promote', payload: { reason: 'matrix' } }),
    expected: releaseEngineerOnly(409),
  },
  'POST /api/console/releases/:remote/abort': {
    why: 'release engineers: no rollout in progress is 409',
    request: () => ({ url: '/api/console/releases/account/abort', payload: { reason: 'matrix' } }),
    expected: releaseEngineerOnly(409),
  },
  // --- Releases: freeze (release engineers only; no other row touches the console remote it freezes) ---
  'POST /api/console/releases/:remote/freeze': {
    why: 'release engineers: freezes the console remote, which no other row switches',
    request: () => ({ url: '/api/console/releases/console/freeze', payload: { reason: 'matrix' } }),
    expected: releaseEngineerOnly(204),
  },
  'POST /api/console/releases/:remote/unfreeze': {
    why: 'release engineers: a remote not frozen is 409, changing nothing',
    request: () => ({ url: '/api/console/releases/admin/unfreeze', payload: { reason: 'matrix' } }),
    expected: releaseEngineerOnly(409),
  },
  // --- end of Releases ---
  // --- Reviews (accounts, documents, yearly data): operators only. A change's row sends a body
  // its schema refuses, so the operator's 400 proves the route let them through and changes nothing.
  'GET /api/console/reviews/accounts': {
    why: 'operators review accounts',
    request: () => ({ url: '/api/console/reviews/accounts?status=REVIEWING' }),
    expected: operatorOnly(200),
  },
  'GET /api/console/reviews/accounts/:email': {
    why: "operators read an account's profile and documents",
    request: (f) => ({ url: `/api/console/reviews/accounts/${encodeURIComponent(f.accountEmail)}` }),
    expected: operatorOnly(200),
  },
  'POST /api/console/reviews/accounts/:email/status': {
    why: "operators change an account's status, with a reason",
    request: (f) => ({ url: `/api/console/reviews/accounts/${encodeURIComponent(f.accountEmail)}/status`, payload: { action: 'approve' } }),
    expected: operatorOnly(400),
  },
  'GET /api/console/reviews/documents': {
    why: 'operators see the documents waiting for review',
    request: () => ({ url: '/api/console/reviews/documents' }),
    expected: operatorOnly(200),
  },
  'GET /api/console/reviews/documents/:documentId/file': {
    why: "an identity document's bytes are for operators alone",
    request: (f) => ({ url: `/api/console/reviews/documents/${f.documentId}/file` }),
    expected: operatorOnly(200),
  },
  'POST /api/console/reviews/documents/:documentId/review': {
    why: 'operators accept or reject documents',
    request: (f) => ({ url: `/api/console/reviews/documents/${f.documentId}/review`, payload: { decision: 'REJECTED' } }),
    expected: operatorOnly(400),
  },
  'GET /api/console/reviews/yearly-data': {
    why: 'operators review yearly data',
    request: () => ({ url: '/api/console/reviews/yearly-data?status=ESTIMATED' }),
    expected: operatorOnly(200),
  },
  'POST /api/console/reviews/yearly-data/:operationalDataId/decision': {
    why: 'operators approve or reject yearly data',
    request: () => ({ url: '/api/console/reviews/yearly-data/2f1c0000-0000-4000-8000-000000000000/decision', payload: { decision: 'REJECTED' } }),
    expected: operatorOnly(400),
  },
  // --- end of Reviews
  // --- withdrawals (the operator's queue) ---
  'GET /api/console/withdrawals': {
    why: 'operators only: the queue of withdrawal requests',
    request: () => ({ url: '/api/console/withdrawals' }),
    expected: operatorOnly(200),
  },
  'POST /api/console/withdrawals/:requestId/approve': {
    why: "operators only, and a payout wants the app's current code, which no caller here sends",
    request: () => ({ url: `/api/console/withdrawals/${noSuchRequest}/approve`, payload: { reason: 'Checked' } }),
    expected: operatorOnly(403),
  },
  'POST /api/console/withdrawals/:requestId/reject': {
    why: 'operators only: a request that does not exist is 404',
    request: () => ({ url: `/api/console/withdrawals/${noSuchRequest}/reject`, payload: { reason: 'Checked' } }),
    expected: operatorOnly(404),
  },
  'POST /api/console/withdrawals/:requestId/account': {
    why: "operators only: a request that does not exist is 404, and no one's account is shown or audited",
    request: () => ({ url: `/api/console/withdrawals/${noSuchRequest}/account`, payload: {} }),
    expected: operatorOnly(404),
  },
  // --- end withdrawals ---

  // --- Mail (the operator's outbox) ---
  'GET /api/console/mail': {
    why: 'operators only: the outbox, searched by address',
    request: () => ({ url: '/api/console/mail?to=nobody' }),
    expected: operatorOnly(200),
  },
  'GET /api/console/mail/:mailId': {
    why: 'operators only: a mail that does not exist is 404',
    request: () => ({ url: `/api/console/mail/${noSuchRequest}` }),
    expected: operatorOnly(404),
  },
  'POST /api/console/mail/:mailId/resend': {
    why: 'operators only: a mail that does not exist is 404',
    request: () => ({ url: `/api/console/mail/${noSuchRequest}/resend`, payload: { reason: 'Lost it' } }),
    expected: operatorOnly(404),
  },
  // --- end Mail ---

  // --- The Staff screen's rows. A step-up route refuses even an operator without the
  // app's current code (403), which staff.test.ts and recovery-requests.test.ts send.
  'GET /api/console/staff': {
    why: 'operators list staff; other roles are refused',
    request: () => ({ url: '/api/console/staff?limit=5' }),
    expected: operatorOnly(200),
  },
  'POST /api/console/staff': {
    why: 'step-up: an operator with the current code invites',
    request: () => ({ url: '/api/console/staff', payload: { email: 'matrix.invite@example.com', name: 'Matrix Invite', role: 'operator' } }),
    expected: operatorOnly(403),
  },
  'POST /api/console/staff/role': {
    why: 'step-up: an operator with the current code changes a role',
    request: () => ({ url: '/api/console/staff/role', payload: { email: 'matrix.invite@example.com', role: 'operator', reason: 'Matrix' } }),
    expected: operatorOnly(403),
  },
  'POST /api/console/staff/disable': {
    why: 'step-up: an operator with the current code disables',
    request: () => ({ url: '/api/console/staff/disable', payload: { email: 'matrix.invite@example.com', reason: 'Matrix' } }),
    expected: operatorOnly(403),
  },
  'POST /api/console/staff/reset-two-factor': {
    why: "step-up: an operator with the current code resets a member's second factor",
    request: () => ({ url: '/api/console/staff/reset-two-factor', payload: { email: 'matrix.invite@example.com', reason: 'Matrix' } }),
    expected: operatorOnly(403),
  },
  'GET /api/console/recovery-requests': {
    why: "operators list customers' lost-second-factor requests",
    request: () => ({ url: '/api/console/recovery-requests' }),
    expected: operatorOnly(200),
  },
  'POST /api/console/recovery-requests/:requestId/approve': {
    why: 'step-up: an operator with the current code approves, after the identity check',
    request: () => ({ url: '/api/console/recovery-requests/00000000-0000-4000-8000-000000000000/approve', payload: { check: 'Matrix' } }),
    expected: operatorOnly(403),
  },
  'POST /api/console/recovery-requests/:requestId/refuse': {
    why: 'step-up: an operator with the current code refuses, with a reason',
    request: () => ({ url: '/api/console/recovery-requests/00000000-0000-4000-8000-000000000000/refuse', payload: { reason: 'Matrix' } }),
    expected: operatorOnly(403),
  },
  // --- end of the Staff screen's rows

  // --- Audit (operators only, read-only) ---
  'GET /api/console/audit/events': {
    why: 'operators read the audit; other staff roles are refused',
    request: () => ({ url: '/api/console/audit/events?kind=accounts' }),
    expected: operatorOnly(200),
  },
  'GET /api/console/audit/kinds': {
    why: "operators read the audit's kinds",
    request: () => ({ url: '/api/console/audit/kinds' }),
    expected: operatorOnly(200),
  },
  'GET /api/console/audit/export': {
    why: 'operators export the audit as CSV',
    request: () => ({ url: '/api/console/audit/export?from=2026-01-01' }),
    expected: operatorOnly(200),
  },
  // --- end of Audit ---

  // --- Plans and jobs (the operator's view of monthly cycles and the job engine) ---
  'GET /api/console/plans/cycles': {
    why: 'operators only: the last monthly cycles of plans',
    request: () => ({ url: '/api/console/plans/cycles' }),
    expected: operatorOnly(200),
  },
  'GET /api/console/plans': {
    why: 'operators only: the plans with their status and last charge',
    request: () => ({ url: '/api/console/plans' }),
    expected: operatorOnly(200),
  },
  'GET /api/console/jobs/queues': {
    why: "operators only: the job engine's queues and their counts",
    request: () => ({ url: '/api/console/jobs/queues' }),
    expected: operatorOnly(200),
  },
  'GET /api/console/jobs/queues/:queue/failed': {
    why: "operators only: a queue's failed jobs",
    request: () => ({ url: '/api/console/jobs/queues/mail.send/failed' }),
    expected: operatorOnly(200),
  },
  'POST /api/console/jobs/queues/:queue/failed/:jobId/retry': {
    why: 'operators only: a job that does not exist is 404',
    request: () => ({ url: `/api/console/jobs/queues/mail.send/failed/${noSuchRequest}/retry`, payload: { reason: 'Checked' } }),
    expected: operatorOnly(404),
  },
  // --- end of Plans and jobs ---
  // --- Projects (operators only; an upload's body is checked after the role, so a wrong kind is 400) ---
  'GET /api/console/projects': {
    why: 'operators see what is for sale',
    request: () => ({ url: '/api/console/projects' }),
    expected: operatorOnly(200),
  },
  'POST /api/console/projects/preview': {
    why: "operators preview an uploaded seed file; here a kind the seed does not know",
    request: () => ({ url: '/api/console/projects/preview', payload: { kind: 'documents', file: { name: 'x.json', content: '{}' } } }),
    expected: operatorOnly(400),
  },
  'POST /api/console/projects/save': {
    why: 'operators save an uploaded seed file; here without a reason, so nothing is saved',
    request: () => ({ url: '/api/console/projects/save', payload: { kind: 'projects', file: { name: 'x.json', content: '{}' } } }),
    expected: operatorOnly(400),
  },
  // --- end of Projects ---
  // --- Bank transfers (providers, for their own projects only: another project's order is a 404) ---
  'GET /api/console/bank-transfers/projects': {
    why: "providers list the projects they act for (the other provider's list holds its own)",
    request: () => ({ url: '/api/console/bank-transfers/projects' }),
    expected: providerOnly(200, 200),
  },
  'PUT /api/console/bank-transfers/projects/:projectId': {
    why: "providers set their own project's account; another provider's project is a 404, nothing set",
    request: () => ({ url: '/api/console/bank-transfers/projects/GS4242', payload: transferAccount }),
    expected: providerOnly(200, 404),
  },
  'GET /api/console/bank-transfers/orders': {
    why: "providers page their own projects' orders",
    request: () => ({ url: '/api/console/bank-transfers/orders?state=ALL' }),
    expected: providerOnly(200, 200),
  },
  'GET /api/console/bank-transfers/orders/by-reference': {
    why: 'a well-formed reference no order has: 404 for either provider',
    request: () => ({ url: '/api/console/bank-transfers/orders/by-reference?reference=RF18539007547034' }),
    expected: providerOnly(404, 404),
  },
  'POST /api/console/bank-transfers/orders/:orderId/in-progress': {
    why: "the provider's own order is marked (once: the other provider, after, finds none of theirs)",
    request: (f) => ({ url: `/api/console/bank-transfers/orders/${f.orderId}/in-progress` }),
    expected: providerOnly(200, 404),
  },
  'POST /api/console/bank-transfers/orders/:orderId/paid': {
    why: "the provider's own order in progress, with an amount it was not: 400, nothing retired; another provider's: 404",
    request: (f) => ({ url: `/api/console/bank-transfers/orders/${f.orderId}/paid`, payload: { amount: 0.01, reference: 'RF18539007547034' } }),
    expected: providerOnly(400, 404),
  },
  // --- end of Bank transfers ---
};

const messageOf = (response: LightMyRequestResponse) => response.body.slice(0, 80);

describe('the console permission matrix', () => {
  const ctx = useTestApp();
  let fixture: Fixture;
  let routes: string[];

  beforeAll(async () => {
    const { user, payload } = await signUp(ctx.app);
    const upload = await uploadDocument(ctx.app, user.token, 'PASSPORT', { name: 'passport.png', type: 'image/png', bytes: samples.png() });
    const staffHeaders = async (role: StaffRole, project: string[] = []) => ({ cookie: (await signedInStaff(ctx.app, role, project)).cookie });
    const listing = await transferListing(ctx.app, { projectId: 'GS4242' });
    await describeProject(ctx.app, 'GS1717');
    const { order } = await orderedYear(ctx.app, listing);
    const invited = staffEmail();
    await staffOps(ctx.app).add({ email: invited, name: 'Ida Invited', role: 'operator', project: [] });
    fixture = {
      invitationToken: await mailedToken(ctx.app, invited),
      accountEmail: payload.email,
      documentId: upload.json<{ documentId: string }>().documentId,
      orderId: order.orderId,
      headers: {
        none: {},
        customer: bearer(user.token),
        machine: bearer(operatorToken),
        operator: await staffHeaders('operator'),
        'release-engineer': await staffHeaders('release-engineer'),
        provider: await staffHeaders('provider', ['GS4242']),
        'other-provider': await staffHeaders('provider', ['GS1717']),
      },
    };
    routes = [
      ...new Set(
        ctx.app.registeredRoutes.filter((route) => route.url.startsWith('/api/console') && route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`),
      ),
    ];
  }, 300_000);

  it('should have a row for every console route, and no row for a route the app lacks', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((key) => !Object.hasOwn(table, key))).toEqual([]);
    expect(Object.keys(table).filter((key) => !routes.includes(key))).toEqual([]);
  });

  it('should answer each caller as the table says', async () => {
    const ordered = Object.entries(table).sort(([, a], [, b]) => Number(a.endsSession ?? false) - Number(b.endsSession ?? false));
    const mismatches: string[] = [];
    for (const [key, row] of ordered) {
      for (const caller of callers) {
        const { url, payload } = row.request(fixture);
        const method = key.slice(0, key.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const response = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}), headers: fixture.headers[caller] });
        if (response.statusCode !== row.expected[caller]) {
          mismatches.push(`${key} as ${caller}: expected ${row.expected[caller]}, got ${response.statusCode} (${messageOf(response)})`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
