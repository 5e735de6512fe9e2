import { eq, inArray } from 'drizzle-orm';
import type { RemoteName } from '@commons/shared/domain';
import { badRequest, conflict } from '@commons/server-kernel/errors';
import type { Database } from '../db/database';
import { remoteFreezes, type RemoteFreeze } from '../db/schema';
import { recordAudit } from '../audit/audit-writer';
import { automation } from '../audit/audit-actor';
import { lockRemote } from './remote-lock';
import type { FreezeInfo, FreezeOptions, FreezeResult } from './types';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** `29 Nov 2026 23:40 UTC`: one reading for everyone, wherever the server or the reader is. */
export const utcMinute = (at: Date) =>
  `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;

const toInfo = (row: RemoteFreeze): FreezeInfo => ({ by: row.frozenBy, since: row.frozenAt.toISOString(), reason: row.reason });

/** `wallet is frozen by rel@example.org since 29 Nov 2026 23:40 UTC: <reason>`. */
export const describeFreeze = (name: RemoteName, freeze: FreezeInfo) =>
  `${name} is frozen by ${freeze.by} since ${utcMinute(new Date(freeze.since))}: ${freeze.reason}`;

const frozenRow = async (db: Database, name: RemoteName) => {
  const [row] = await db.select().from(remoteFreezes).where(eq(remoteFreezes.name, name));
  return row ? toInfo(row) : null;
};

/** Refuses a switch of a frozen remote (docs/releases.md#freeze); inside the switch's lock, the answer holds until it commits. */
export async function assertNotFrozen(db: Database, name: RemoteName): Promise<void> {
  const freeze = await frozenRow(db, name);
  if (freeze) throw conflict(`${describeFreeze(name, freeze)}; unfreeze it first`);
}

const requireReason = (reason: string | undefined) => {
  const trimmed = reason?.trim() ?? '';
  if (trimmed === '') throw badRequest('reason is required: say why you freeze or unfreeze the remote');
  return trimmed;
};

/**
 * Freeze and unfreeze (docs/releases.md#freeze): each under the remote's lock, with its audit
 * event in the same transaction. Not in the switch history, whose rows are each a version served.
 */
export function createFreezes(db: Database) {
  return {
    freeze: async (name: RemoteName, by: string, { reason, actor }: FreezeOptions): Promise<FreezeResult> => {
      const why = requireReason(reason);
      return db.transaction(async (tx) => {
        await lockRemote(tx, name);
        const current = await frozenRow(tx, name);
        if (current) throw conflict(`${describeFreeze(name, current)}; it is already frozen`);
        const [row] = await tx.insert(remoteFreezes).values({ name, frozenBy: by, reason: why }).returning();
        const frozen = toInfo(row!);
        await recordAudit(tx, { actor: actor ?? automation(by), kind: 'releases.freeze', target: name, reason: why, before: null, after: frozen });
        return { name, ...frozen };
      });
    },

    unfreeze: async (name: RemoteName, by: string, { reason, actor }: FreezeOptions): Promise<FreezeResult> => {
      const why = requireReason(reason);
      return db.transaction(async (tx) => {
        await lockRemote(tx, name);
        const current = await frozenRow(tx, name);
        if (!current) throw conflict(`${name} is not frozen`);
        await tx.delete(remoteFreezes).where(eq(remoteFreezes.name, name));
        await recordAudit(tx, { actor: actor ?? automation(by), kind: 'releases.unfreeze', target: name, reason: why, before: current, after: null });
        return { name, ...current };
      });
    },

    /** The freezes of these remotes, by name; a remote not frozen is absent. */
    frozen: async (names: RemoteName[]): Promise<Map<RemoteName, FreezeInfo>> => {
      const rows = await db.select().from(remoteFreezes).where(inArray(remoteFreezes.name, names));
      return new Map(rows.map((row) => [row.name as RemoteName, toInfo(row)]));
    },
  };
}
