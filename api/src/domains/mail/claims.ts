import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox, type MailOutboxRow } from '../../db/schema';

/**
 * A row one attempt holds: `attempts` as the claim set it tells this claim from a later one
 * made after its lease ran out, so a slow sender cannot overwrite what the next one did.
 */
export type MailClaim = MailOutboxRow & { state: 'sending' };

/**
 * Takes the mail `mailId` for `leaseMs` when it waits (queued, or sending with its lease run
 * out: that sender died). 'done': sent, failed or kept already (or gone); 'held': another
 * attempt's lease still runs.
 */
export async function claimMail(db: Database, mailId: string, leaseMs: number): Promise<MailClaim | 'done' | 'held'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: mailOutbox.state, leaseUntil: mailOutbox.leaseUntil })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mailId))
      .for('update');
    if (!row || (row.state !== 'queued' && row.state !== 'sending')) return 'done';
    if (row.state === 'sending' && row.leaseUntil && row.leaseUntil.getTime() > Date.now()) return 'held';
    const [claimed] = await tx
      .update(mailOutbox)
      .set({
        state: 'sending',
        leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(eq(mailOutbox.id, mailId))
      .returning();
    return claimed as MailClaim;
  });
}

/** The outbox rows still to send: what a process starting the engine hands it, should their jobs be gone. */
export async function waitingMailIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(or(eq(mailOutbox.state, 'queued'), and(eq(mailOutbox.state, 'sending'), lt(mailOutbox.leaseUntil, sql`now()`))));
  return rows.map((row) => row.id);
}

const heldBy = (claim: MailClaim) =>
  and(eq(mailOutbox.id, claim.id), eq(mailOutbox.state, 'sending'), eq(mailOutbox.attempts, claim.attempts));

/** The SMTP server accepted it. */
export async function markSent(db: Database, claim: MailClaim): Promise<void> {
  await db.update(mailOutbox).set({ state: 'sent', leaseUntil: null, sentAt: sql`now()`, lastError: null }).where(heldBy(claim));
}

/** Refused or unreachable: queued again with the reason; the engine retries the job after its backoff. */
export async function markRetry(db: Database, claim: MailClaim, error: string): Promise<void> {
  await db.update(mailOutbox).set({ state: 'queued', leaseUntil: null, lastError: error }).where(heldBy(claim));
}

/** Given up: kept with its last error, for an operator to read. */
export async function markFailed(db: Database, claim: MailClaim, error: string): Promise<void> {
  await db.update(mailOutbox).set({ state: 'failed', leaseUntil: null, lastError: error }).where(heldBy(claim));
}

/** Without SMTP_URL: the mail is kept, never sent (even once SMTP_URL is set later). */
export async function markKept(db: Database, claim: MailClaim): Promise<void> {
  await db.update(mailOutbox).set({ state: 'kept', leaseUntil: null }).where(heldBy(claim));
}

