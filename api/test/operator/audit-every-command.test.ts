import { desc, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '@commons/platform/db/audit';
import { domains } from '../../src/domains';
import { queueSettings, type QueueName } from '../../src/domains/jobs/queues';
import { createTotpSeeds } from '../../src/domains/sign-in-security/totp-seeds';
import { commandIntents, mailOutbox, staffInvitations, twoFactorSecrets } from '../../src/db/schema';
import type { BankTransferOrder } from '@commons/shared/schemas';
import { bearer, completeProfile, signUp } from '../helpers/accounts';
import { orderedYear, transferListing } from '../helpers/bank-transfers';
import { setStatus, signUpVerified } from '../helpers/account-state';
import { operatorToken, useTestApp } from '../helpers/build';
import { insertRecord, lastYear } from '../helpers/carbon';
import { changedTables, snapshotTables } from '../helpers/db-snapshot';
import { samples, uploadDocument } from '../helpers/documents';
import { failedJob } from '../helpers/failed-job';
import { jobsSettled } from '../helpers/jobs';
import { enableTwoFactor } from '../helpers/two-factor';
import { payoutReadyUser, creditWallet, raiseWithdrawal } from '../helpers/wallet';

/** What the walk works on: made once, each command's body read from it when its turn comes. */
interface World {
  app: FastifyInstance;
  reviewing: string;
  documents: string[];
  withdrawals: string[];
  records: string[];
  recoveries: string[];
  /** An order paid by bank transfer, awaiting payment, for the provider's marks. */
  order: BankTransferOrder;
}

type Body = (world: World) => Promise<object> | object;

const call = (app: FastifyInstance, command: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/operator/${command}`, payload, headers: bearer(operatorToken) });

const firstMail = async ({ app }: World) => ({ mailId: (await call(app, 'mail/list', {})).json<{ mails: Array<{ mailId: string }> }>().mails[0]?.mailId });

/**
 * A valid body for EVERY declared `pnpm ops` command, in an order where each changing one
 * changes something (documents are reviewed before their account is approved). A command
 * missing here fails the walk, so a new one is walked from the day it is declared.
 */
const bodies: Record<string, Body> = {
  'documents list': ({ reviewing }) => ({ email: reviewing }),
  'documents get': ({ documents }) => ({ documentId: documents[0] }),
  'documents accept': ({ documents }) => ({ documentId: documents[0] }),
  'documents reject': ({ documents }) => ({ documentId: documents[1], reason: 'The scan is unreadable' }),
  'accounts list': () => ({}),
  'accounts approve': ({ reviewing }) => ({ email: reviewing }),
  'accounts suspend': ({ reviewing }) => ({ email: reviewing }),
  'accounts reinstate': ({ reviewing }) => ({ email: reviewing }),
  'accounts reject': ({ reviewing }) => ({ email: reviewing }),
  'withdrawals list': () => ({}),
  'withdrawals approve': ({ withdrawals }) => ({ requestId: withdrawals[0] }),
  'withdrawals reject': ({ withdrawals }) => ({ requestId: withdrawals[1], reason: 'Not this account' }),
  'operational-data list': () => ({}),
  'operational-data approve': ({ records }) => ({ operationalDataId: records[0], emissions: 9 }),
  'operational-data reject': ({ records }) => ({ operationalDataId: records[1] }),
  'projects seed': () => ({}),
  'projects list': () => ({}),
  'listings seed': () => ({}),
  'listings list': () => ({}),
  'two-factor requests': () => ({}),
  'two-factor reseal': () => ({}),
  'two-factor approve': ({ recoveries }) => ({ requestId: recoveries[0], check: 'Called the number on file' }),
  'two-factor refuse': ({ recoveries }) => ({ requestId: recoveries[1], reason: 'Could not confirm who asks' }),
  'mail list': () => ({}),
  'mail show': firstMail,
  // Security mail is never resent (its link is one-time): a notice or receipt is.
  'mail resend': async ({ app }) => {
    const [mail] = await app.db.select({ id: mailOutbox.id }).from(mailOutbox).where(ne(mailOutbox.category, 'security')).limit(1);
    return { mailId: mail?.id, reason: 'The person lost it' };
  },
  'plans run': () => ({}),
  'plans list': () => ({}),
  'bank-transfers account': () => ({ projectId: 'GS9999', bank: 'ABN AMRO', holder: 'Walk Trust', iban: 'NL91 ABNA 0417 1643 00' }),
  'bank-transfers in-progress': ({ order }) => ({ orderId: order.orderId }),
  'bank-transfers paid': ({ order }) => ({ orderId: order.orderId, amount: order.amount.toFixed(2), reference: order.reference }),
  'bank-transfers run': () => ({}),
  'jobs list': () => ({}),
  'jobs retry': async ({ app }) => ({ queue: 'mail.send', jobId: await failedJob(app, 'walk: failed'), reason: 'SMTP is back' }),
  'audit list': () => ({}),
  'audit export': () => ({}),
  'staff add': () => ({ email: 'walked.staff@example.com', name: 'Walked Staff', role: 'operator' }),
  'staff list': () => ({}),
  'staff role': () => ({ email: 'walked.staff@example.com', role: 'release-engineer' }),
  'staff reset-two-factor': () => ({ email: 'walked.staff@example.com' }),
  // The open invitation's seed as kept before SECRETS_KEY sealed seeds: reseal has one to seal.
  'staff reseal': async ({ app }) => {
    await app.db.update(staffInvitations).set({ secret: 'JBSWY3DPEHPK3PXP' }).where(isNull(staffInvitations.usedAt));
    return {};
  },
  'staff disable': () => ({ email: 'walked.staff@example.com' }),
};

/**
 * Changing commands that find nothing to change in this world, and say so by writing nothing;
 * and `jobs retry`, whose change is in pg-boss's own schema, which the snapshot leaves out.
 */
const unchanging = new Set(['plans run', 'bank-transfers run', 'jobs retry']);

async function reviewingWithDocuments(app: FastifyInstance) {
  const { user } = await signUp(app);
  await app.inject({ method: 'POST', url: '/api/api/user/individual/update-profile-details', payload: { data: completeProfile() }, headers: bearer(user.token) });
  await setStatus(app.db, user.individualId, 'REVIEWING');
  const documents = [];
  for (const name of ['passport.png', 'bill.png']) {
    const uploaded = await uploadDocument(app, user.token, 'PASSPORT', { name, type: 'image/png', bytes: samples.png() });
    documents.push(uploaded.json<{ documentId: string }>().documentId);
  }
  return { email: user.individualEmail, documents };
}

/** Two accounts with two-factor on and a recovery request each; the first one's seed left plain, for `reseal`. */
async function recoveryRequests(app: FastifyInstance): Promise<string[]> {
  const ids: string[] = [];
  for (const plainSeed of [true, false]) {
    const { payload, user } = await signUpVerified(app);
    await enableTwoFactor(app, user.token, payload.password);
    if (plainSeed) {
      const [row] = await app.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.individualId, user.individualId));
      const seed = createTotpSeeds({ db: app.db, config: app.config }).open(row!);
      await app.db.update(twoFactorSecrets).set({ secret: seed }).where(eq(twoFactorSecrets.individualId, user.individualId));
    }
    const filed = await app.inject({ method: 'POST', url: '/api/api/auth/individual/two-factor-recovery', payload: { email: payload.email, password: payload.password } });
    expect(filed.statusCode).toBe(202);
    const listed = (await call(app, 'two-factor/requests', {})).json<{ requests: Array<{ requestId: string; email: string }> }>();
    ids.push(listed.requests.find((r) => r.email === payload.email)!.requestId);
  }
  return ids;
}

async function buildWorld(app: FastifyInstance): Promise<World> {
  const { email, documents } = await reviewingWithDocuments(app);
  const owner = await payoutReadyUser(app);
  await creditWallet(app, owner.individualId, 50);
  const withdrawals = [await raiseWithdrawal(app, owner.token, 10), await raiseWithdrawal(app, owner.token, 5)];
  const records = [(await insertRecord(app, owner.individualId)).id, (await insertRecord(app, owner.individualId, { year: lastYear - 1 })).id];
  const { order } = await orderedYear(app, await transferListing(app));
  return { app, reviewing: email, documents, withdrawals, records, recoveries: await recoveryRequests(app), order };
}

/** Waits for the jobs earlier commands sent (mail), so only the command under test writes. */
async function quiet(app: FastifyInstance) {
  for (const queue of Object.keys(queueSettings) as QueueName[]) await jobsSettled(app, queue);
}

describe('the audit of every operator command', () => {
  const ctx = useTestApp({ accountReview: 'manual' });
  const declared = domains.flatMap((domain) => domain.commands?.commands ?? []);

  it('should have a body to walk every declared command with', () => {
    expect(Object.keys(bodies).sort()).toEqual(declared.map((c) => `${c.group} ${c.action}`).sort());
  });

  it('should write one event, with who acts, for each command that changed something, and none for a reading', async () => {
    const world = await buildWorld(ctx.app);
    const latest = async () => (await ctx.app.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(2));
    const ignored = new Set(['audit_events']);
    const faults: string[] = [];
    await quiet(ctx.app);
    // Each command's snapshot after is the next one's before: the walk reads the tables once a step.
    let before = await snapshotTables(ctx.app.db, ignored);
    for (const [name, body] of Object.entries(bodies)) {
      const command = declared.find((c) => `${c.group} ${c.action}` === name)!;
      const payload = { ...(await body(world)), by: 'walker' };
      const [newest] = await latest();
      const response = await call(ctx.app, `${command.group}/${command.action}`, payload);
      await quiet(ctx.app);
      const after = await snapshotTables(ctx.app.db, ignored);
      const changed = changedTables(before, after);
      before = after;
      if (response.statusCode !== 200) {
        faults.push(`${name}: ${response.statusCode} ${response.body}`);
        continue;
      }
      const written = (await latest()).filter((event) => event.id > (newest?.id ?? 0));
      if (command.audit === 'read-only') {
        if (changed.length > 0 || written.length > 0) faults.push(`${name} is read-only but changed ${changed.join(', ')}`);
        continue;
      }
      if (changed.length === 0 && !unchanging.has(name)) faults.push(`${name} changed nothing: walk it with a body that does`);
      if (written.length !== 1) {
        faults.push(`${name} changed ${changed.join(', ') || 'nothing'} and wrote ${written.length} audit events`);
        continue;
      }
      const [event] = written;
      if (event!.kind !== `${command.group}.${command.action}` || event!.actorName !== 'walker' || event!.actorKind !== 'automation') {
        faults.push(`${name} wrote ${JSON.stringify(event)}`);
      }
    }
    expect(faults).toEqual([]);
    // Every command's intent went with its event (or its refusal): none is left to settle.
    expect(await ctx.app.db.select().from(commandIntents)).toEqual([]);
  }, 240_000);
});
