import type { Database } from '../db/database';
import { auditEvents } from '../db/audit';
import type { AuditActor } from './audit-actor';

/** What a change says of itself; the actor and the time are added by whoever runs it. */
export interface AuditDetail {
  /** What was changed: an email, a remote's name, a record's id. */
  target: string;
  reason?: string | null;
  /** The changed thing before and after, as JSON (null when it did not exist, or no longer does). */
  before?: unknown;
  after?: unknown;
}

export interface AuditEvent extends AuditDetail {
  actor: AuditActor;
  /** `<group>.<action>`, e.g. `accounts.approve`, `releases.activate`. */
  kind: string;
}

/**
 * Writes one audit event on `db`: pass the transaction of the change, so the event and the change
 * are committed together or not at all.
 */
export async function recordAudit(db: Database, { actor, kind, target, reason, before, after }: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    actorKind: actor.kind,
    actorId: actor.kind === 'staff' ? actor.id : null,
    actorName: actor.name,
    kind,
    target,
    reason: reason || null,
    before: before ?? null,
    after: after ?? null,
  });
}
