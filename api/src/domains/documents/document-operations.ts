import { and, asc, count, eq } from 'drizzle-orm';
import { documentMessages, type DocumentState } from '@commons/shared/domain';
import type { IdentityDocument, ReviewDocumentsQuery } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { identityDocuments, individuals } from '../../db/schema';
import { conflict, notFound } from '@commons/server-kernel/errors';
import type { CommandDeps } from '../../operator/ops-command';
import { documentReviewed } from '../notices/messages/documents';
import { queueNotice } from '../notices/queue-notice';
import { accountOwner, configuredOrigin } from '../notices/recipients';
import { orderOf, pageWindow, searchOf, type SortColumns } from '@commons/server-kernel/db/console-table';
import { isDocumentId, toDocument } from './document-rows';

/** One document of `documents list`, with the owner's email. */
export interface OperatorDocument extends IdentityDocument {
  email: string;
}

/** A document and its bytes as the blob store streams them. */
export interface DocumentStream {
  document: OperatorDocument;
  content: AsyncIterable<Uint8Array>;
}

/** `documents get`: the document and its bytes, base64 so the reply survives the operator endpoint's JSON. */
export interface DocumentContent {
  document: OperatorDocument;
  contentBase64: string;
}

const pendingSortColumns: SortColumns<ReviewDocumentsQuery['sort']> = {
  uploaded: identityDocuments.seq,
  email: individuals.email,
  kind: identityDocuments.kind,
};

/**
 * How many of the owner's documents wait for review, read in `db` (a transaction holding the
 * owner's row, as an upload's does, sees a settled count).
 */
export async function countPendingDocuments(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(identityDocuments)
    .where(and(eq(identityDocuments.ownerId, ownerId), eq(identityDocuments.state, 'PENDING')));
  return row?.n ?? 0;
}

export function createDocumentOperations({
  db,
  blobs,
  config,
  jobs,
}: Pick<CommandDeps, 'db' | 'blobs' | 'jobs'> & Partial<Pick<CommandDeps, 'config'>>) {
  async function find(documentId: string) {
    if (!isDocumentId(documentId)) throw notFound(documentMessages.notFound);
    const [found] = await db
      .select({ row: identityDocuments, email: individuals.email })
      .from(identityDocuments)
      .innerJoin(individuals, eq(individuals.id, identityDocuments.ownerId))
      .where(eq(identityDocuments.id, documentId));
    if (!found) throw notFound(documentMessages.notFound);
    return found;
  }

  /**
   * Moves a PENDING document to `state`; a reviewed one is refused so a decision is never
   * overwritten by a typo. The owner's notice is queued in the same transaction.
   */
  async function review(documentId: string, state: Exclude<DocumentState, 'PENDING'>, reason: string | null) {
    const { email } = await find(documentId);
    const row = await db.transaction(async (tx) => {
      const [reviewed] = await tx
        .update(identityDocuments)
        .set({ state, rejectionReason: reason, reviewedAt: new Date() })
        .where(and(eq(identityDocuments.id, documentId), eq(identityDocuments.state, 'PENDING')))
        .returning();
      const owner = reviewed && (await accountOwner(tx, reviewed.ownerId));
      if (reviewed && owner) {
        const origin = configuredOrigin(config);
        const notice = { kind: reviewed.kind, fileName: reviewed.fileName, state, reason };
        await queueNotice(tx, jobs, 'documents', owner, origin, documentReviewed(origin, notice));
      }
      return reviewed;
    });
    if (!row) {
      const { row: current } = await find(documentId);
      throw conflict(`Document ${documentId} is ${current.state}; only PENDING documents can be reviewed`);
    }
    return { ...toDocument(row), email };
  }

  /** The document of `documentId` and its bytes, streamed from the blob store. */
  async function open(documentId: string): Promise<DocumentStream> {
    const { row, email } = await find(documentId);
    const content = await blobs.get(row.blobKey);
    if (!content) throw new Error(`blob ${row.blobKey} of document ${row.id} is missing`);
    return { document: { ...toDocument(row), email }, content: content as AsyncIterable<Uint8Array> };
  }

  return {
    /** The documents of the account of `email`, oldest first. */
    async list(email: string): Promise<{ email: string; documents: OperatorDocument[] }> {
      const [owner] = await db.select().from(individuals).where(eq(individuals.email, email));
      if (!owner) throw notFound(`No account with email ${email}`);
      const rows = await db
        .select()
        .from(identityDocuments)
        .where(eq(identityDocuments.ownerId, owner.ownerId ?? owner.id))
        .orderBy(asc(identityDocuments.seq));
      return { email, documents: rows.map((row) => ({ ...toDocument(row), email })) };
    },

    open,

    async get(documentId: string): Promise<DocumentContent> {
      const { document, content } = await open(documentId);
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(Buffer.from(chunk));
      return { document, contentBase64: Buffer.concat(chunks).toString('base64') };
    },

    /**
     * The console's numbered page of the documents waiting for review, every account's
     * (docs/api.md#console-tables): searched by the owner's email or the file's name, sorted as asked.
     */
    async pending(query: ReviewDocumentsQuery): Promise<{ documents: OperatorDocument[]; total: number }> {
      const matching = and(eq(identityDocuments.state, 'PENDING'), searchOf(query.q, individuals.email, identityDocuments.fileName));
      const { limit, offset } = pageWindow(query);
      const owner = eq(individuals.id, identityDocuments.ownerId);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ row: identityDocuments, email: individuals.email })
          .from(identityDocuments)
          .innerJoin(individuals, owner)
          .where(matching)
          .orderBy(...orderOf(pendingSortColumns, query, identityDocuments.seq))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(identityDocuments).innerJoin(individuals, owner).where(matching),
      ]);
      return { documents: rows.map(({ row, email }) => ({ ...toDocument(row), email })), total: counted?.n ?? 0 };
    },

    accept: (documentId: string) => review(documentId, 'ACCEPTED', null),
    reject: (documentId: string, reason: string) => review(documentId, 'REJECTED', reason),

    /** How many documents of the account of `email` (owner or sub-user) wait for review. */
    async pendingCount(email: string): Promise<number> {
      const [owner] = await db.select().from(individuals).where(eq(individuals.email, email));
      return owner ? countPendingDocuments(db, owner.ownerId ?? owner.id) : 0;
    },
  };
}
