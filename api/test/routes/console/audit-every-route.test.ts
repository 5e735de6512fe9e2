import { desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@commons/platform/db/audit';
import { contentHash } from '@commons/platform/releases/content-hash';
import { createDeployStore } from '@commons/platform/releases/deploy-store';
import { consoleCodeHeader, consoleEndpoints, type ConsoleEndpoint, type ConsoleRoute } from '@commons/shared/contract';
import { staffRoles, type StaffRole } from '@commons/shared/schemas';
import { twoFactorRecoveryRequests } from '../../../src/db/schema';
import { queueMail } from '../../../src/domains/mail/outbox';
import { bearer, signUp } from '../../helpers/accounts';
import { signUpVerified } from '../../helpers/account-state';
import { operatorToken, useTestApp } from '../../helpers/build';
import { orderedYear, transferListing } from '../../helpers/bank-transfers';
import { insertRecord } from '../../helpers/carbon';
import { samples, uploadDocument } from '../../helpers/documents';
import { failedJob } from '../../helpers/failed-job';
import { describeProject, projectFields } from '../../helpers/projects';
import { consoleCall, signedInStaff, staffEmail, staffOps } from '../../helpers/staff';
import { codeAt, enableTwoFactor } from '../../helpers/two-factor';
import { approvedUser, creditWallet, givePayoutAccount, raiseWithdrawal } from '../../helpers/wallet';
import { fakeBuild } from '../../../../platform/test/helpers/fake-build';

/**
 * The audit of the console (docs/operations.md#the-audit), as `api/test/operator/audit-every-command.test.ts`
 * is of `pnpm ops`: every console route that is not a GET either is sign-in plumbing (below) or
 * has a row in `changing`, and calling it successfully writes exactly one event naming the staff
 * member. A new changing route fails this file until it is given a row.
 */

/**
 * Routes that change nothing of the site's data, so write no audit event: a staff member's own
 * way in. Opening or ending one's own session and enrolling one's own password and app change
 * only the member's credentials and sessions; the act that gives them access (`staff add`, a role,
 * a reset) is an operator's and is audited. A log of every sign-in would be a sign-in record,
 * not an audit of changes, and would bury the changes it is read for.
 */
const signInPlumbing: Partial<Record<ConsoleRoute, string>> = {
  'POST /invitation/accept': 'the invitee chooses their password and enrols their app; their invitation was audited',
  'POST /session': 'signs the member in: their own session only',
  'DELETE /session': 'signs the member out: their own session only',
  'POST /sign-in-link': "mails the member a way to their own sign-in, changing nothing; the sign-in it allows is the member's own",
};

/**
 * Routes that are POSTs only to carry a body, and change nothing: each is called below and
 * must write no event.
 */
const dryRuns: Partial<Record<ConsoleRoute, { why: string; payload: object }>> = {
  'POST /projects/preview': {
    why: "the seed's dry run on an uploaded file: says what saving would do, saves nothing",
    payload: { kind: 'projects', file: { name: 'walk-preview.json', content: JSON.stringify({ projects: [] }) } },
  },
};

/** A signed-in staff member of one role, as a row's call acts. */
interface Member {
  id: string;
  name: string;
  cookie: string;
  /** A current code of their app not spent yet, for a `stepUp` route's Console-Code header. */
  freshCode: () => Promise<string>;
}

/** What the walk works on; a row that needs data of its own makes it in its `call`. */
interface World {
  app: FastifyInstance;
  /** One member per role; the provider acts for project GS4242. */
  staff: Record<StaffRole, Member>;
}

/** A call that succeeds: the path under /api/console with its parameters filled in, its body, and what it changes. */
interface Call {
  path: string;
  payload?: object;
  /** The event's target: an email, a request's or record's id, a remote. */
  target: string;
}

interface ChangingRow {
  /** What the route changes, in a few words. */
  changes: string;
  /** Who calls it (a role its declaration allows). */
  as: StaffRole;
  /** Makes what the call acts on, and says how to call it. */
  call: (world: World) => Promise<Call> | Call;
  /** The event it must write; its actor is always the member who called. */
  kind: string;
  reason: string | null;
}

/**
 * Every console route that changes something, by its declaration's key, with how it does and
 * the event it writes. Each screen adds its rows here.
 */
const changing: Partial<Record<ConsoleRoute, ChangingRow>> = {
  // --- Releases: wallet 1.3.2 and 1.4.0 are published and 1.3.2 is live when the walk starts ---
  'POST /releases/:remote/activate': {
    changes: "the remote's live version",
    as: 'release-engineer',
    call: () => ({ path: '/releases/wallet/activate', payload: { version: '1.4.0', reason: 'walk: activate' }, target: 'wallet' }),
    kind: 'releases.activate',
    reason: 'walk: activate',
  },
  'POST /releases/:remote/rollback': {
    changes: 'the live version, back to the one before',
    as: 'release-engineer',
    call: () => ({ path: '/releases/wallet/rollback', payload: { reason: 'walk: rollback' }, target: 'wallet' }),
    kind: 'releases.rollback',
    reason: 'walk: rollback',
  },
  'POST /releases/:remote/rollout': {
    changes: 'a share of visitors to another version',
    as: 'release-engineer',
    call: () => ({ path: '/releases/wallet/rollout', payload: { version: '1.4.0', percent: 10, reason: 'walk: rollout' }, target: 'wallet' }),
    kind: 'releases.rollout',
    reason: 'walk: rollout',
  },
  'POST /releases/:remote/promote': {
    changes: "the rollout's version to everyone",
    as: 'release-engineer',
    call: () => ({ path: '/releases/wallet/promote', payload: { reason: 'walk: promote' }, target: 'wallet' }),
    kind: 'releases.promote',
    reason: 'walk: promote',
  },
  'POST /releases/:remote/abort': {
    changes: 'a rollout, ended',
    as: 'release-engineer',
    call: async ({ app, staff }) => {
      const started = await consoleCall(app, 'POST', '/releases/wallet/rollout', {
        cookie: staff['release-engineer'].cookie,
        payload: { version: '1.3.2', percent: 5, reason: 'walk: a rollout to abort' },
      });
      expect(started.statusCode).toBe(204);
      return { path: '/releases/wallet/abort', payload: { reason: 'walk: abort' }, target: 'wallet' };
    },
    kind: 'releases.abort',
    reason: 'walk: abort',
  },
  'POST /releases/:remote/freeze': {
    changes: "the remote's switches, held until unfrozen",
    as: 'release-engineer',
    call: () => ({ path: '/releases/carbon/freeze', payload: { reason: 'walk: freeze' }, target: 'carbon' }),
    kind: 'releases.freeze',
    reason: 'walk: freeze',
  },
  'POST /releases/:remote/unfreeze': {
    changes: "the remote's switches, free again",
    as: 'release-engineer',
    call: async ({ app, staff }) => {
      const frozen = await consoleCall(app, 'POST', '/releases/admin/freeze', {
        cookie: staff['release-engineer'].cookie,
        payload: { reason: 'walk: a freeze to lift' },
      });
      expect(frozen.statusCode).toBe(204);
      return { path: '/releases/admin/unfreeze', payload: { reason: 'walk: unfreeze' }, target: 'admin' };
    },
    kind: 'releases.unfreeze',
    reason: 'walk: unfreeze',
  },
  // --- end of Releases ---

  // --- Reviews: each call makes the account, document or record it decides on ---
  'POST /reviews/accounts/:email/status': {
    changes: "an account's status",
    as: 'operator',
    call: async ({ app }) => {
      const { payload } = await signUp(app);
      return { path: `/reviews/accounts/${encodeURIComponent(payload.email)}/status`, payload: { action: 'approve', reason: 'walk: approve' }, target: payload.email };
    },
    kind: 'accounts.approve',
    reason: 'walk: approve',
  },
  'POST /reviews/documents/:documentId/review': {
    changes: "an identity document's state",
    as: 'operator',
    call: async ({ app }) => {
      const { user } = await signUp(app);
      const upload = await uploadDocument(app, user.token, 'PASSPORT', { name: 'passport.png', type: 'image/png', bytes: samples.png() });
      const { documentId } = upload.json<{ documentId: string }>();
      return { path: `/reviews/documents/${documentId}/review`, payload: { decision: 'REJECTED', reason: 'walk: unreadable' }, target: documentId };
    },
    kind: 'documents.reject',
    reason: 'walk: unreadable',
  },
  'POST /reviews/yearly-data/:operationalDataId/decision': {
    changes: "a yearly record's status and emissions",
    as: 'operator',
    call: async ({ app }) => {
      const owner = await approvedUser(app);
      const { id } = await insertRecord(app, owner.individualId);
      return { path: `/reviews/yearly-data/${id}/decision`, payload: { decision: 'REJECTED', reason: 'walk: not this year' }, target: id };
    },
    kind: 'operational-data.reject',
    reason: 'walk: not this year',
  },
  // --- end of Reviews ---

  // --- Withdrawals: each call raises the request it decides on ---
  'POST /withdrawals/:requestId/approve': {
    changes: 'a withdrawal request, paid out',
    as: 'operator',
    call: async ({ app }) => {
      const requestId = await fundedWithdrawal(app);
      return { path: `/withdrawals/${requestId}/approve`, payload: { reason: 'walk: checked' }, target: requestId };
    },
    kind: 'withdrawals.approve',
    reason: 'walk: checked',
  },
  'POST /withdrawals/:requestId/reject': {
    changes: 'a withdrawal request, refused',
    as: 'operator',
    call: async ({ app }) => {
      const requestId = await fundedWithdrawal(app);
      return { path: `/withdrawals/${requestId}/reject`, payload: { reason: 'walk: not this account' }, target: requestId };
    },
    kind: 'withdrawals.reject',
    reason: 'walk: not this account',
  },
  'POST /withdrawals/:requestId/account': {
    changes: "nothing: a PENDING request's payout account read in full, an audited read",
    as: 'operator',
    call: async ({ app }) => {
      const requestId = await fundedWithdrawal(app);
      return { path: `/withdrawals/${requestId}/account`, payload: {}, target: requestId };
    },
    kind: 'withdrawals.view-account',
    reason: null,
  },
  // --- end of Withdrawals ---

  // --- Staff and lost-second-factor requests: each call makes the member or request it acts on ---
  'POST /staff': {
    changes: 'a new staff member, invited',
    as: 'operator',
    call: () => {
      const email = staffEmail();
      return { path: '/staff', payload: { email, name: 'Walked Invitee', role: 'provider', projects: ['GS4242'] }, target: email };
    },
    kind: 'staff.add',
    reason: null,
  },
  'POST /staff/role': {
    changes: "a staff member's role",
    as: 'operator',
    call: async ({ app }) => {
      const email = await invitedStaff(app);
      return { path: '/staff/role', payload: { email, role: 'release-engineer', projects: [], reason: 'walk: ships now' }, target: email };
    },
    kind: 'staff.role',
    reason: 'walk: ships now',
  },
  'POST /staff/disable': {
    changes: 'a staff member, disabled',
    as: 'operator',
    call: async ({ app }) => {
      const email = await invitedStaff(app);
      return { path: '/staff/disable', payload: { email, reason: 'walk: left' }, target: email };
    },
    kind: 'staff.disable',
    reason: 'walk: left',
  },
  'POST /staff/reset-two-factor': {
    changes: "a staff member's second factor, reset",
    as: 'operator',
    call: async ({ app }) => {
      const email = await invitedStaff(app);
      return { path: '/staff/reset-two-factor', payload: { email, reason: 'walk: lost the phone' }, target: email };
    },
    kind: 'staff.reset-two-factor',
    reason: 'walk: lost the phone',
  },
  'POST /recovery-requests/:requestId/approve': {
    changes: "a customer's two-factor, turned off on their request",
    as: 'operator',
    call: async ({ app }) => {
      const requestId = await filedRecoveryRequest(app);
      return { path: `/recovery-requests/${requestId}/approve`, payload: { check: 'walk: called the number on file' }, target: requestId };
    },
    kind: 'two-factor.approve',
    reason: 'walk: called the number on file',
  },
  'POST /recovery-requests/:requestId/refuse': {
    changes: "a customer's request to drop two-factor, refused",
    as: 'operator',
    call: async ({ app }) => {
      const requestId = await filedRecoveryRequest(app);
      return { path: `/recovery-requests/${requestId}/refuse`, payload: { reason: 'walk: could not confirm' }, target: requestId };
    },
    kind: 'two-factor.refuse',
    reason: 'walk: could not confirm',
  },
  // --- end of Staff ---

  // --- Mail: each call queues the receipt it resends ---
  'POST /mail/:mailId/resend': {
    changes: 'a new outbox entry, a copy of a mail',
    as: 'operator',
    call: async ({ app }) => {
      const mailId = await queueMail(app.db, app.jobs, { to: 'walk.mail@example.com', category: 'receipt', subject: 'Walk receipt', heading: 'Walk receipt', paragraphs: ['Thanks'] });
      return { path: `/mail/${mailId}/resend`, payload: { reason: 'walk: lost it' }, target: mailId };
    },
    kind: 'mail.resend',
    reason: 'walk: lost it',
  },
  // --- end of Mail ---
  // --- Plans and jobs: each call fails the job it retries ---
  'POST /jobs/queues/:queue/failed/:jobId/retry': {
    changes: 'a failed job, sent back to its queue',
    as: 'operator',
    call: async ({ app }) => {
      const jobId = await failedJob(app, 'walk: failed');
      return { path: `/jobs/queues/mail.send/failed/${jobId}/retry`, payload: { reason: 'walk: smtp is back' }, target: `mail.send/${jobId}` };
    },
    kind: 'jobs.retry',
    reason: 'walk: smtp is back',
  },
  // --- end of Plans and jobs ---
  // --- Projects: the upload's save runs `projects seed` on a file naming a picture the server has ---
  'POST /projects/save': {
    changes: 'the projects for sale, from an uploaded projects file',
    as: 'operator',
    call: () => ({ path: '/projects/save', payload: { kind: 'projects', file: walkProjectsFile, reason: 'walk: new project' }, target: 'upload walk-projects.json' }),
    kind: 'projects.seed',
    reason: 'walk: new project',
  },
  // --- end of Projects ---

  // --- Bank transfers: the provider acts for GS4242; each call makes the order it marks ---
  'PUT /bank-transfers/projects/:projectId': {
    changes: "the account a project's bank transfers are paid to",
    as: 'provider',
    call: () => ({
      path: '/bank-transfers/projects/GS4242',
      payload: { bankName: 'ABN AMRO', account: { kind: 'iban', holderName: 'Walk Trust', iban: 'NL91ABNA0417164300' } },
      target: 'GS4242',
    }),
    kind: 'bank-transfers.account',
    reason: null,
  },
  'POST /bank-transfers/orders/:orderId/in-progress': {
    changes: 'an order, in progress',
    as: 'provider',
    call: async ({ app }) => {
      const { order } = await orderedYear(app, await transferListing(app, { projectId: 'GS4242' }));
      return { path: `/bank-transfers/orders/${order.orderId}/in-progress`, target: order.orderId };
    },
    kind: 'bank-transfers.in-progress',
    reason: null,
  },
  'POST /bank-transfers/orders/:orderId/paid': {
    changes: "an order, paid: its credits retired and certified",
    as: 'provider',
    call: async ({ app, staff }) => {
      const { order } = await orderedYear(app, await transferListing(app, { projectId: 'GS4242' }));
      const marked = await consoleCall(app, 'POST', `/bank-transfers/orders/${order.orderId}/in-progress`, { cookie: staff.provider.cookie });
      expect(marked.statusCode).toBe(200);
      return { path: `/bank-transfers/orders/${order.orderId}/paid`, payload: { amount: order.amount, reference: order.reference }, target: order.orderId };
    },
    kind: 'bank-transfers.paid',
    reason: null,
  },
  // --- end of Bank transfers ---
};

/** A projects file of one new project whose picture is one the server ships. */
const walkProjectsFile = {
  name: 'walk-projects.json',
  content: JSON.stringify({ projects: [{ ...projectFields({ projectId: 'GS4343' }), pictures: [{ file: 'projects/GS2443.jpg', alt: 'A drawing' }] }] }),
};

/** A staff member added as `pnpm ops staff add` adds one (unaudited here, as the walk's own setup): their email. */
async function invitedStaff(app: FastifyInstance): Promise<string> {
  const email = staffEmail();
  await staffOps(app).add({ email, name: 'Walked Member', role: 'operator', project: [] });
  return email;
}

/** A customer with two-factor on who asked to sign in without it: the request's id. */
async function filedRecoveryRequest(app: FastifyInstance): Promise<string> {
  const { payload, user } = await signUpVerified(app);
  await enableTwoFactor(app, user.token, payload.password);
  const filed = await app.inject({ method: 'POST', url: '/api/api/auth/individual/two-factor-recovery', payload: { email: payload.email, password: payload.password } });
  expect(filed.statusCode).toBe(202);
  const [row] = await app.db.select().from(twoFactorRecoveryRequests).where(eq(twoFactorRecoveryRequests.individualId, user.individualId));
  return row!.id;
}

/** A withdrawal request of an approved account with money in its wallet. */
async function fundedWithdrawal(app: FastifyInstance): Promise<string> {
  const owner = await approvedUser(app);
  await givePayoutAccount(app, owner.individualId);
  await creditWallet(app, owner.individualId, 50);
  return raiseWithdrawal(app, owner.token, 10);
}

const changingRoutes: ConsoleRoute[] = consoleEndpoints.filter((endpoint) => endpoint.method !== 'GET').map((endpoint) => endpoint.key);

/** The step of the codes of an app: 30 seconds. */
const stepOf = (ms: number) => Math.floor(ms / 30_000);

async function memberOf(app: FastifyInstance, role: StaffRole, projects: string[] = []): Promise<Member> {
  const signedIn = await signedInStaff(app, role, projects);
  const { staff } = (await consoleCall(app, 'GET', '/session', { cookie: signedIn.cookie })).json<{ staff: { id: string; name: string } }>();
  // A code is spent once, and the server takes the steps either side of now: each step-up call
  // uses a step after the last one spent, waiting only when none is left.
  let spent = stepOf(Date.now());
  const freshCode = async () => {
    let now = stepOf(Date.now());
    if (spent > now) {
      await new Promise((resolve) => setTimeout(resolve, spent * 30_000 - Date.now() + 50));
      now = stepOf(Date.now());
    }
    spent = Math.max(spent + 1, now - 1);
    return codeAt(signedIn.secret, spent - now);
  };
  return { id: staff.id, name: staff.name, cookie: signedIn.cookie, freshCode };
}

describe('the audit of every console route', () => {
  it('should know, for each route that is not a GET, that it is sign-in plumbing or how it changes something', () => {
    const unknown = changingRoutes.filter((key) => !Object.hasOwn(signInPlumbing, key) && !Object.hasOwn(changing, key) && !Object.hasOwn(dryRuns, key));
    expect(unknown, 'add a row to `changing` for each: what it changes and the event it writes').toEqual([]);
    const both = changingRoutes.filter((key) => Object.hasOwn(signInPlumbing, key) && Object.hasOwn(changing, key));
    expect(both).toEqual([]);
    const stale = [...Object.keys(signInPlumbing), ...Object.keys(changing), ...Object.keys(dryRuns)].filter((key) => !changingRoutes.includes(key as ConsoleRoute));
    expect(stale, 'rows for routes that are not declared, or are GETs').toEqual([]);
  });

  describe('calling them', () => {
    const ctx = useTestApp();
    let world: World;

    /** Publishes a fake build of wallet `version` as the release command line would. */
    const publishWallet = async (version: string) => {
      const build = await fakeBuild(`wallet ${version}`);
      const hash = await contentHash(build);
      await createDeployStore(ctx.config.deployDir).put('wallet', version, build, hash);
      const payload = { name: 'wallet', version, contentHash: hash, by: 'ci' };
      expect((await ctx.app.inject({ method: 'POST', url: '/api/operator/releases/publish', payload, headers: bearer(operatorToken) })).statusCode).toBe(200);
    };

    beforeAll(async () => {
      await describeProject(ctx.app, 'GS4242');
      for (const version of ['1.3.2', '1.4.0']) await publishWallet(version);
      const staff = {} as Record<StaffRole, Member>;
      for (const role of staffRoles) staff[role] = await memberOf(ctx.app, role, role === 'provider' ? ['GS4242'] : []);
      world = { app: ctx.app, staff };
      const live = await consoleCall(ctx.app, 'POST', '/releases/wallet/activate', { cookie: staff['release-engineer'].cookie, payload: { version: '1.3.2', reason: 'walk: first build' } });
      expect(live.statusCode).toBe(204);
    }, 300_000);

    const newestId = async () => (await ctx.app.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]?.id ?? 0;

    it('should write one event, naming the staff member, for each changing route called successfully', async () => {
      const faults: string[] = [];
      for (const [key, row] of Object.entries(changing) as Array<[ConsoleRoute, ChangingRow]>) {
        const endpoint: ConsoleEndpoint = consoleEndpoints.find((e) => e.key === key)!;
        const { path, payload, target } = await row.call(world);
        const stepUp = endpoint.access !== 'public' && endpoint.access.stepUp;
        // A step-up call spends a code: a member of its own has one ready at once.
        const member = stepUp ? await memberOf(ctx.app, row.as, row.as === 'provider' ? ['GS4242'] : []) : world.staff[row.as];
        const since = await newestId();
        const headers: Record<string, string> = stepUp ? { [consoleCodeHeader]: await member.freshCode() } : {};
        const answer = await ctx.app.inject({
          method: endpoint.method,
          url: `/api/console${path}`,
          headers: { cookie: member.cookie, ...headers },
          ...(payload && { payload }),
        });
        if (answer.statusCode >= 300) {
          faults.push(`${key}: ${answer.statusCode} ${answer.body}`);
          continue;
        }
        const written = await ctx.app.db.select().from(auditEvents).where(gt(auditEvents.id, since));
        const wanted = { actorKind: 'staff', actorId: member.id, actorName: member.name, kind: row.kind, target, reason: row.reason };
        const got = written.map(({ actorKind, actorId, actorName, kind, target, reason }) => ({ actorKind, actorId, actorName, kind, target, reason }));
        if (got.length !== 1 || JSON.stringify(got[0]) !== JSON.stringify(wanted)) {
          faults.push(`${key} (${row.changes}) wrote ${JSON.stringify(got)}, wanted ${JSON.stringify(wanted)}`);
        }
      }
      expect(faults).toEqual([]);
    }, 600_000);

    it('should write no event for a dry run', async () => {
      for (const [key, { payload }] of Object.entries(dryRuns)) {
        const since = await newestId();
        const answer = await ctx.app.inject({ method: 'POST', url: `/api/console${key.slice('POST '.length)}`, headers: { cookie: world.staff.operator.cookie }, payload });
        expect(answer.statusCode, `${key}: ${answer.body}`).toBe(200);
        expect(await newestId(), key).toBe(since);
      }
    });

    it('should write no event for signing in and out', async () => {
      const since = await newestId();
      const member = await memberOf(ctx.app, 'operator');
      expect((await consoleCall(ctx.app, 'DELETE', '/session', { cookie: member.cookie })).statusCode).toBe(204);
      expect(await newestId()).toBe(since);
    }, 120_000);
  });
});
