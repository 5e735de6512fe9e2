/**
 * Who made a change: a staff member signed in to the console, or the machine token (the command
 * lines) as `automation`, named by OPS_USER or RELEASE_USER.
 */
export const auditActorKinds = ['staff', 'automation'] as const;
export type AuditActorKind = (typeof auditActorKinds)[number];

export type AuditActor = { kind: 'automation'; name: string } | { kind: 'staff'; id: string; name: string };

/** The command lines' actor: the name they send (OPS_USER, RELEASE_USER, else the login name). */
export const automation = (name: string): AuditActor => ({ kind: 'automation', name });

/** A staff member acting in the console: their id, and their name as the audit shows it. */
export const staffActor = ({ id, name }: { id: string; name: string }): AuditActor => ({ kind: 'staff', id, name });
