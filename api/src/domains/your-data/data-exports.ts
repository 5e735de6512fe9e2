import type { Readable } from 'node:stream';
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { dataExportLinkHours, dataExportMessages, dataExportsPerDay } from '@commons/shared/domain';
import type { DataExport } from '@commons/shared/schemas';
import { dataExports, individuals, type DataExportRow } from '../../db/schema';
import { AppError, notFound } from '@commons/server-kernel/errors';
import type { Account } from '../../lib/account';
import { queueMail } from '../mail/outbox';
import { hashToken, newToken } from '../auth/tokens';
import type { ServiceDeps } from '../domain';
import { buildExport } from './build-export';
import { exportStoreOf } from './export-store';

export type DataExports = ReturnType<typeof createDataExports>;

/** How long a claim holds a job: past it, the worker that took it is taken for dead and the job is redone. */
const leaseMs = 2 * 60_000;
/** Builds tried before a job is given up (FAILED). */
const maxAttempts = 3;
/** Exports listed on the screen. */
const listed = 5;

/** The largest ZIP kept: five documents of 10 MB and years of certificates fit many times over. */
const maxZipBytes = 500 * 1024 * 1024;

const linkInvalid = () => notFound(dataExportMessages.linkInvalid);

const dayMs = 24 * 3_600_000;

/** 429 until `next`, named to the minute (rounded up, so asking then succeeds) and in Retry-After. */
function tooMany(next: Date): AppError {
  const minute = new Date(Math.ceil(next.getTime() / 60_000) * 60_000);
  const seconds = Math.max(1, Math.ceil((next.getTime() - Date.now()) / 1000));
  return new AppError(429, dataExportMessages.tooMany(minute.toISOString().slice(0, 16).replace('T', ' ')), {
    'retry-after': String(seconds),
  });
}

/** A READY export past its link's hours reads as EXPIRED before the sweep has removed its file. */
export function toDataExport(row: DataExportRow, now = new Date()): DataExport {
  const expired = row.state === 'READY' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    exportId: row.id,
    state: expired ? 'EXPIRED' : row.state,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
  };
}

/** A job the worker may take: asked for, or taken by a worker whose lease ran out. */
const claimable = () =>
  or(
    eq(dataExports.state, 'PENDING'),
    and(eq(dataExports.state, 'RUNNING'), lt(dataExports.claimedAt, sql`now() - ${leaseMs} * interval '1 millisecond'`)),
  );

/**
 * The owner's exports of the account's data (docs/product-rules.md#your-data-export-and-deletion):
 * asked for in a request, built by the worker after the reply (`runPending`), kept in the blob
 * store and mailed as a link that works for `dataExportLinkHours`, to the same signed-in account
 * only.
 */
export function createDataExports(deps: Pick<ServiceDeps, 'db' | 'blobs' | 'config' | 'jobs'>) {
  const { db, blobs, jobs } = deps;
  const zips = exportStoreOf(deps.config, blobs);
  /** The ZIPs kept together may hold this much; one alone never more. */
  const keptBytes = deps.config.dataExportsKeptBytes;
  const zipBytes = Math.min(maxZipBytes, keptBytes);

  /**
   * Ends the links of kept exports (EXPIRED, token gone) and removes their files. A row another
   * pass has already ended is left alone, so each file is removed once.
   */
  async function removeKept(rows: Array<{ id: string; blobKey: string | null }>): Promise<void> {
    for (const row of rows) {
      const [ended] = await db
        .update(dataExports)
        .set({ state: 'EXPIRED', blobKey: null, tokenHash: null })
        .where(and(eq(dataExports.id, row.id), eq(dataExports.state, 'READY')))
        .returning({ id: dataExports.id });
      if (ended && row.blobKey) await zips.delete(row.blobKey).catch(() => undefined);
    }
  }

  /** The account's other kept exports: a new one replaces them (one file per account). */
  async function replaceEarlier(job: DataExportRow): Promise<void> {
    const earlier = await db
      .select({ id: dataExports.id, blobKey: dataExports.blobKey })
      .from(dataExports)
      .where(and(eq(dataExports.ownerId, job.ownerId), eq(dataExports.state, 'READY'), ne(dataExports.id, job.id)));
    await removeKept(earlier);
  }

  /** Past `keptBytes` in all, the oldest kept exports go first (docs/product-rules.md#your-data-export-and-deletion). */
  async function keepUnderCap(): Promise<void> {
    const kept = await db
      .select({ id: dataExports.id, blobKey: dataExports.blobKey, size: dataExports.size })
      .from(dataExports)
      .where(and(eq(dataExports.state, 'READY'), isNotNull(dataExports.blobKey)))
      .orderBy(asc(dataExports.readyAt));
    let total = kept.reduce((sum, row) => sum + (row.size ?? 0), 0);
    const over = [];
    for (const row of kept) {
      if (total <= keptBytes) break;
      over.push(row);
      total -= row.size ?? 0;
    }
    await removeKept(over);
  }

  /** Takes the next job for this worker; SKIP LOCKED lets several servers share one database. */
  async function claim(): Promise<DataExportRow | null> {
    const next = db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(claimable())
      .orderBy(dataExports.requestedAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(dataExports)
      .set({ state: 'RUNNING', claimedAt: sql`now()`, attempts: sql`${dataExports.attempts} + 1` })
      .where(and(inArray(dataExports.id, next), claimable()))
      .returning();
    return row ?? null;
  }

  /** The claim still ours: nobody redid the job after our lease ran out. */
  const held = (job: DataExportRow) =>
    and(eq(dataExports.id, job.id), eq(dataExports.state, 'RUNNING'), eq(dataExports.attempts, job.attempts));

  /** Builds one claimed job, stores it and mails the link, in the transaction that marks it READY. */
  async function complete(job: DataExportRow, certificateOrigin: string): Promise<void> {
    const started = performance.now();
    const stored = await zips.put(await buildExport(deps, job, certificateOrigin), { maxBytes: zipBytes });
    const token = newToken();
    const readyAt = new Date();
    const expiresAt = new Date(readyAt.getTime() + dataExportLinkHours * 3_600_000);
    const marked = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(dataExports)
        .set({
          state: 'READY',
          blobKey: stored.key,
          size: stored.size,
          tokenHash: hashToken(token),
          readyAt,
          expiresAt,
          buildMs: Math.round(performance.now() - started),
        })
        .where(held(job))
        .returning();
      if (!row) return false;
      const [owner] = await tx.select({ email: individuals.email }).from(individuals).where(eq(individuals.id, job.ownerId));
      if (!owner) return false;
      await queueMail(tx, jobs, {
        to: owner.email,
        individualId: job.ownerId,
        category: 'security',
        subject: 'Your Carbon Commons data is ready',
        heading: 'Your data is ready to download',
        paragraphs: [
          `The export you asked for is ready: a ZIP of ${(stored.size / 1_048_576).toFixed(1)} MB with every record of your account, your wallet history, your certificates and your identity documents.`,
          `The link works for ${dataExportLinkHours} hours, until you ask for a newer export, and only when you are signed in to your account.`,
          'If you did not ask for it, change your password: someone signed in to your account.',
        ],
        action: { label: 'Download your data', url: `${job.siteOrigin}/your-data?download=${token}` },
      });
      return true;
    });
    // Redone elsewhere meanwhile (our lease ran out): that worker's file is the one kept.
    if (!marked) {
      await zips.delete(stored.key).catch(() => undefined);
      return;
    }
    await replaceEarlier(job);
    await keepUnderCap();
  }

  /** A failed build is tried again on the next pass, up to `maxAttempts`. */
  async function fail(job: DataExportRow): Promise<void> {
    await db
      .update(dataExports)
      .set({ state: job.attempts >= maxAttempts ? 'FAILED' : 'PENDING', claimedAt: null })
      .where(held(job));
  }

  return {
    /**
     * Asks for an export, or answers with the one already waiting (a second click builds
     * nothing twice); refused with 429 past `dataExportsPerDay` within 24 hours, failed ones
     * aside. The owner's row is locked, so simultaneous asks take turns and one starts at most.
     * `siteOrigin` is where the mailed link and the certificates point.
     */
    request: (account: Account, siteOrigin: string): Promise<DataExport> =>
      db.transaction(async (tx) => {
        await tx.select({ id: individuals.id }).from(individuals).where(eq(individuals.id, account.ownerId)).for('update');
        const [waiting] = await tx
          .select()
          .from(dataExports)
          .where(and(eq(dataExports.ownerId, account.ownerId), inArray(dataExports.state, ['PENDING', 'RUNNING'])))
          .limit(1);
        if (waiting) return toDataExport(waiting);
        const today = await tx
          .select({ requestedAt: dataExports.requestedAt })
          .from(dataExports)
          .where(
            and(
              eq(dataExports.ownerId, account.ownerId),
              ne(dataExports.state, 'FAILED'),
              gt(dataExports.requestedAt, sql`now() - interval '24 hours'`),
            ),
          )
          .orderBy(asc(dataExports.requestedAt));
        // Allowed again once the oldest that keeps the count at the limit is a day old.
        const limiting = today[today.length - dataExportsPerDay];
        if (limiting) throw tooMany(new Date(limiting.requestedAt.getTime() + dayMs));
        const [row] = await tx.insert(dataExports).values({ ownerId: account.ownerId, siteOrigin }).returning();
        if (!row) throw new Error('insert into data_exports returned no row');
        return toDataExport(row);
      }),

    /** The account's latest exports, newest first. */
    async list(account: Account): Promise<DataExport[]> {
      const rows = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.ownerId, account.ownerId))
        .orderBy(desc(dataExports.requestedAt))
        .limit(listed);
      const now = new Date();
      return rows.map((row) => toDataExport(row, now));
    },

    /**
     * The ZIP of the mailed link's `token`, for the signed-in account it belongs to. Another
     * account, an unknown, expired or removed link all get the same answer.
     */
    async download(account: Account, token: string): Promise<{ content: Readable; size: number; requestedAt: Date }> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.tokenHash, hashToken(token)), eq(dataExports.ownerId, account.ownerId)));
      if (!row || row.state !== 'READY' || !row.blobKey || !row.expiresAt || row.expiresAt <= new Date()) throw linkInvalid();
      const content = await zips.get(row.blobKey);
      if (!content) throw new Error(`blob ${row.blobKey} of export ${row.id} is missing`);
      return { content, size: row.size ?? 0, requestedAt: row.requestedAt };
    },

    /**
     * Builds every job waiting, one at a time (an export is seconds of one core); returns how
     * many were done. A failure is logged by the caller and retried later. The certificates'
     * verification links point at `certificateOrigin`, the site's own address, so those drawn
     * in the background serve every export.
     */
    async runPending(certificateOrigin: string, onError: (error: unknown, exportId: string) => void = () => undefined): Promise<number> {
      let done = 0;
      for (let job = await claim(); job; job = await claim()) {
        try {
          await complete(job, certificateOrigin);
          done += 1;
        } catch (error) {
          onError(error, job.id);
          await fail(job);
        }
      }
      return done;
    },

    /** Removes the files of exports past their link's hours; the row stays, EXPIRED, for the list. */
    async sweepExpired(): Promise<number> {
      const expired = await db
        .select({ id: dataExports.id, blobKey: dataExports.blobKey })
        .from(dataExports)
        .where(and(eq(dataExports.state, 'READY'), lt(dataExports.expiresAt, sql`now()`)));
      await removeKept(expired);
      return expired.length;
    },
  };
}
