import { eq, lt } from 'drizzle-orm';
import type { AuditActor } from '@commons/platform/audit/audit-actor';
import { jsonAddressSwap } from '@commons/platform/audit/audit-erasure';
import { recordAudit } from '@commons/platform/audit/audit-writer';
import type { Database } from '../db/database';
import { commandIntents } from '../db/schema';

/**
 * How long a command may run before its intent counts as left by a stopped process: longer than
 * any command takes (a cycle over every plan, a large data file), so a slow one is never settled
 * while it still runs.
 */
export const intentStaleMinutes = 60;

/** What the event of a settled intent says happened. */
export const outcomeUnknown = 'unknown: the process stopped before the command finished or its audit was written';

/** Texts longer than this are kept as their length: a data file's contents are no audit detail. */
const longText = 300;

/**
 * A value as an intent keeps it: a long text as its length, and a NUL (which PostgreSQL's jsonb
 * cannot hold, and a bad input may carry to a command that then refuses it) as U+FFFD.
 */
function kept(value: unknown): unknown {
  if (typeof value === 'string') return value.length > longText ? `(${value.length} characters)` : value.replaceAll('\u0000', '\uFFFD');
  if (Array.isArray(value)) return value.map(kept);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, kept(inner)]));
  return value;
}

/** The body as the intent keeps it: `by` (the actor says it) left out, texts as `kept` gives them. */
export function intentInput(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([field]) => field !== 'by').map(([field, value]) => [field, kept(value)]));
}

/** Writes the intent of a command about to run, committed before it starts; its id. */
export async function openIntent(db: Database, actor: AuditActor, kind: string, body: Record<string, unknown>): Promise<string> {
  const [row] = await db.insert(commandIntents).values({ actor, kind, input: intentInput(body) }).returning({ id: commandIntents.id });
  return row!.id;
}

/** Removes an intent: in the transaction writing its event, or once its command failed. */
export async function closeIntent(db: Database, id: string): Promise<void> {
  await db.delete(commandIntents).where(eq(commandIntents.id, id));
}

/**
 * The target of an event whose command's reply is lost: the first value its body named (an email,
 * an id, a remote), as a command's own event names it; the whole body goes into `after`.
 */
const targetOf = (input: Record<string, unknown>): string => {
  const named = Object.entries(input).find(([field, value]) => field !== 'reason' && (typeof value === 'string' || typeof value === 'number'));
  return named ? String(named[1]) : '(no target named)';
};

/**
 * Takes an erased person's address out of the intents under way, in the erasure's transaction, as
 * `redactAuditAddress` does for the events: an intent settled later names their erased address.
 */
export async function redactIntentAddress(db: Database, from: string, to: string): Promise<void> {
  const { names, swap } = jsonAddressSwap(from, to);
  await db.update(commandIntents).set({ input: swap(commandIntents.input) }).where(names(commandIntents.input));
}

/**
 * Turns every intent older than `intentStaleMinutes` at `now` into an audit event whose outcome
 * is unknown (the change may or may not have been made), in one transaction: the rows are
 * deleted as they are read, so two processes settling at once record each intent once. The count.
 */
export async function settleStaleIntents(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - intentStaleMinutes * 60_000);
  return db.transaction(async (tx) => {
    const stale = await tx.delete(commandIntents).where(lt(commandIntents.startedAt, cutoff)).returning();
    for (const intent of stale) {
      const reason = typeof intent.input.reason === 'string' ? intent.input.reason : null;
      await recordAudit(tx, {
        actor: intent.actor,
        kind: intent.kind,
        target: targetOf(intent.input),
        reason,
        before: null,
        after: { outcome: outcomeUnknown, startedAt: intent.startedAt.toISOString(), input: intent.input },
      });
    }
    return stale.length;
  });
}
