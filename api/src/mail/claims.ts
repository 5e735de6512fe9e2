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
 * The pick is a materialised CTE: as `id IN (subquery LIMIT 1)` the planner may run the
 * subquery once per row and claim them all (it did, on PGlite).
 */
export async function claimNext(db: Database, leaseMs: number): Promise<MailClaim | null> {
  const result = await db.execute(sql`
    with next as materialized (
      select ${mailOutbox.id} from ${mailOutbox} where ${due()}
      order by ${mailOutbox.nextAttemptAt} limit 1 for update skip locked
    )
    update ${mailOutbox} set
      state = 'sending',
      lease_until = now() + ${leaseMs} * interval '1 millisecond',
      attempts = ${mailOutbox.attempts} + 1
    from next where ${mailOutbox.id} = next.id
    returning ${mailOutbox.id}`);
  // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results).
  const claimedId = (result as { rows: Array<{ id: string }> }).rows[0]?.id;
  if (!claimedId) return null;
  const [claimed] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, claimedId));
  return (claimed as MailClaim | undefined) ?? null;
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
