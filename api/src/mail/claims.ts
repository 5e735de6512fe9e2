import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox, type MailOutboxRow } from '../db/schema';

/**
 * A row one sender holds: `attempts` as the claim set it tells this claim from a later one
 * made after its lease ran out, so a slow sender cannot overwrite what the next one did.
 */
export type MailClaim = MailOutboxRow & { state: 'sending' };

const due = () =>
  or(
    and(eq(mailOutbox.state, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
    and(eq(mailOutbox.state, 'sending'), lt(mailOutbox.leaseUntil, sql`now()`)),
  );

/**
 * Takes the next due row (queued and due, or sending with its lease run out: its sender died)
 * for `leaseMs`. SKIP LOCKED: senders on one PostgreSQL each take a different row, none waits.
 */
export async function claimNext(db: Database, leaseMs: number): Promise<MailClaim | null> {
  // Two statements in one transaction rather than UPDATE ... WHERE id IN (SELECT ... SKIP
  // LOCKED) RETURNING: on PGlite that form updated the second row of a drain yet returned
  // nothing, leaving the mail 'sending' until its lease ran out.
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(due())
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [claimed] = await tx
      .update(mailOutbox)
      .set({
        state: 'sending',
        leaseUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(eq(mailOutbox.id, next.id))
      .returning();
    return (claimed as MailClaim | undefined) ?? null;
  });
}

const heldBy = (claim: MailClaim) =>
  and(eq(mailOutbox.id, claim.id), eq(mailOutbox.state, 'sending'), eq(mailOutbox.attempts, claim.attempts));

/** The SMTP server accepted it. */
export async function markSent(db: Database, claim: MailClaim): Promise<void> {
  await db.update(mailOutbox).set({ state: 'sent', leaseUntil: null, sentAt: sql`now()`, lastError: null }).where(heldBy(claim));
}

/** Refused or unreachable: queued again for `delayMs` from now. */
export async function markRetry(db: Database, claim: MailClaim, error: string, delayMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      state: 'queued',
      leaseUntil: null,
      lastError: error,
      nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'`,
    })
    .where(heldBy(claim));
}

/** Given up: kept with its last error, for an operator to read. */
export async function markFailed(db: Database, claim: MailClaim, error: string): Promise<void> {
  await db.update(mailOutbox).set({ state: 'failed', leaseUntil: null, lastError: error }).where(heldBy(claim));
}

/** Without SMTP_URL: every waiting row is kept, never sent (even once SMTP_URL is set later). */
export async function keepWaiting(db: Database): Promise<number> {
  const kept = await db
    .update(mailOutbox)
    .set({ state: 'kept', leaseUntil: null })
    .where(or(eq(mailOutbox.state, 'queued'), and(eq(mailOutbox.state, 'sending'), lt(mailOutbox.leaseUntil, sql`now()`))))
    .returning({ id: mailOutbox.id });
  return kept.length;
}
