import { and, eq, sql } from 'drizzle-orm';
import { noticeKindLabels, noticeKinds, type NoticeKind } from '@commons/shared/domain';
import type { NoticePreferences, UnsubscribeResult, UpdateNoticePreferences } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { individuals, mailPreferences } from '../../db/schema';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';
import { verifyUnsubscribe } from './unsubscribe-token';
import { notFound } from '@commons/server-kernel/errors';

export type NoticePreferencesService = ReturnType<typeof createNoticePreferences>;

/** Every kind of the owner `individualId`: on unless a row turned it off. */
export async function preferencesOf(db: Database, individualId: string): Promise<NoticePreferences> {
  const rows = await db.select().from(mailPreferences).where(eq(mailPreferences.individualId, individualId));
  const off = new Set(rows.filter((row) => !row.enabled).map((row) => row.kind));
  return Object.fromEntries(noticeKinds.map((kind) => [kind, !off.has(kind)])) as NoticePreferences;
}

/** Whether the owner `individualId` wants notices of `kind`, read in the caller's transaction. */
export async function noticeEnabled(db: Database, individualId: string, kind: NoticeKind): Promise<boolean> {
  const [row] = await db
    .select({ enabled: mailPreferences.enabled })
    .from(mailPreferences)
    .where(and(eq(mailPreferences.individualId, individualId), eq(mailPreferences.kind, kind)));
  return row?.enabled ?? true;
}

async function setKinds(db: Database, individualId: string, changes: Partial<Record<NoticeKind, boolean>>): Promise<void> {
  const rows = noticeKinds
    .filter((kind) => changes[kind] !== undefined)
    .map((kind) => ({ individualId, kind, enabled: changes[kind]! }));
  if (rows.length === 0) return;
  await db
    .insert(mailPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [mailPreferences.individualId, mailPreferences.kind],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}

/**
 * The owner's notice preferences (the Notifications screen) and the unsubscribe links of the
 * notices. Receipts and security mail have no preference: they are always sent.
 */
export function createNoticePreferences({ db }: Pick<ServiceDeps, 'db'>) {
  /** Sets the kind of a verified link; an account gone since the mail was sent is a 404. */
  async function byLink(token: string, enabled: boolean): Promise<UnsubscribeResult> {
    const { individualId, kind } = await verifyUnsubscribe(db, token);
    const [owner] = await db.select({ id: individuals.id }).from(individuals).where(eq(individuals.id, individualId));
    if (!owner) throw notFound('This account no longer exists, so it gets no more email');
    await setKinds(db, individualId, { [kind]: enabled });
    return { kind, label: noticeKindLabels[kind], enabled };
  }

  return {
    get: (account: Account) => preferencesOf(db, account.ownerId),

    /** Turns the kinds sent on or off; the others keep their setting. */
    async update(account: Account, changes: UpdateNoticePreferences): Promise<NoticePreferences> {
      await setKinds(db, account.ownerId, changes);
      return preferencesOf(db, account.ownerId);
    },

    /** RFC 8058's one click, and the landing page's: stops the link's kind. Repeating it changes nothing. */
    unsubscribe: (token: string) => byLink(token, false),

    /** The landing page's "turn it back on". */
    resubscribe: (token: string) => byLink(token, true),

    /** Refuses (400) a link this server did not sign; changes nothing. */
    checkLink: async (token: string): Promise<void> => {
      await verifyUnsubscribe(db, token);
    },
  };
}
