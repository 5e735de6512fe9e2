import type { Readable } from 'node:stream';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  accessMessages,
  documentMaxBytes,
  documentMessages,
  documentsPerAccount,
  type DocumentKind,
} from '@commons/shared/domain';
import type { IdentityDocument } from '@commons/shared/schemas';
import { BlobTooLargeError } from '../../blobs';
import type { Database } from '../../db/database';
import { identityDocuments, individuals, type IdentityDocumentRow } from '../../db/schema';
import { AppError, conflict, forbidden, notFound, unauthenticated } from '@commons/server-kernel/errors';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';
import { statusAfterProfileUpdate } from '../users/account-status';
import { isProfileComplete } from '../users/profile-complete';
import { checkedContent } from './content-check';
import { isDocumentId, toDocument } from './document-rows';
import { releaseBlob } from './release-blob';

export type Documents = ReturnType<typeof createDocuments>;

/** A file to store: its kind, its cleaned name, its declared (accepted) type and its bytes as they arrive. */
export interface DocumentUpload {
  kind: DocumentKind;
  fileName: string;
  contentType: IdentityDocument['contentType'];
  content: AsyncIterable<Uint8Array>;
}

export const tooLarge = () => new AppError(413, documentMessages.tooLarge);
const tooMany = () => conflict(documentMessages.tooMany);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function countDocuments(db: Database | Transaction, ownerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(identityDocuments).where(eq(identityDocuments.ownerId, ownerId));
  return row?.n ?? 0;
}

/**
 * The owner's identity documents (docs/product-rules.md#identity-documents). Uploading or deleting
 * one is a profile change: the account status moves by the profile's own rule
 * (`statusAfterProfileUpdate`), in the same transaction, the owner's row locked, so the
 * five-document limit and an operator's decision never interleave with it.
 */
export function createDocuments({ db, config, blobs }: Pick<ServiceDeps, 'db' | 'config' | 'blobs'>) {
  /** Locks the owner's row, refusing an account an operator rejected or suspended meanwhile. */
  async function lockOwner(tx: Transaction, ownerId: string) {
    const [owner] = await tx.select().from(individuals).where(eq(individuals.id, ownerId)).for('update');
    if (!owner) throw unauthenticated();
    const status = owner.accountStatus;
    if (status === 'REJECTED' || status === 'SUSPENDED') throw forbidden(accessMessages.accountStatus[status]);
    return owner;
  }

  /** The profile-change rule, applied to the locked owner row. */
  async function reviewAfterChange(tx: Transaction, owner: Awaited<ReturnType<typeof lockOwner>>) {
    const next = statusAfterProfileUpdate(
      owner.accountStatus,
      { changed: true, complete: isProfileComplete(owner) },
      config.accountReview,
    );
    if (next !== owner.accountStatus) {
      await tx.update(individuals).set({ accountStatus: next }).where(eq(individuals.id, owner.id));
    }
  }

  async function find(account: Account, documentId: string): Promise<IdentityDocumentRow> {
    if (!isDocumentId(documentId)) throw notFound(documentMessages.notFound);
    const [row] = await db
      .select()
      .from(identityDocuments)
      .where(and(eq(identityDocuments.id, documentId), eq(identityDocuments.ownerId, account.ownerId)));
    if (!row) throw notFound(documentMessages.notFound);
    return row;
  }

  return {
    list: async (account: Account): Promise<IdentityDocument[]> => {
      const rows = await db
        .select()
        .from(identityDocuments)
        .where(eq(identityDocuments.ownerId, account.ownerId))
        .orderBy(asc(identityDocuments.seq));
      return rows.map(toDocument);
    },

    /**
     * Stores the file and lists it PENDING. A full account is refused before the file is read;
     * the content is checked as it streams into the blob store, which keeps nothing of a
     * refused or interrupted upload; the limit is checked again under the owner's lock, and a
     * blob stored for a document that then could not be added is released.
     */
    upload: async (account: Account, upload: DocumentUpload): Promise<IdentityDocument> => {
      if ((await countDocuments(db, account.ownerId)) >= documentsPerAccount) throw tooMany();
      const stored = await blobs
        .put(checkedContent(upload.content, upload.contentType), { maxBytes: documentMaxBytes })
        .catch((error: unknown) => {
          throw error instanceof BlobTooLargeError ? tooLarge() : error;
        });
      try {
        return await db.transaction(async (tx) => {
          const owner = await lockOwner(tx, account.ownerId);
          if ((await countDocuments(tx, owner.id)) >= documentsPerAccount) throw tooMany();
          const [row] = await tx
            .insert(identityDocuments)
            .values({
              ownerId: owner.id,
              blobKey: stored.key,
              fileName: upload.fileName,
              kind: upload.kind,
              contentType: upload.contentType,
              size: stored.size,
            })
            .returning();
          if (!row) throw new Error('insert of identity_documents returned no row');
          await reviewAfterChange(tx, owner);
          return toDocument(row);
        });
      } catch (error) {
        await releaseBlob(db, blobs, stored.key);
        throw error;
      }
    },

    /** The owner's own file, with what the route serves it as. */
    file: async (account: Account, documentId: string): Promise<{ document: IdentityDocument; content: Readable }> => {
      const row = await find(account, documentId);
      const content = await blobs.get(row.blobKey);
      if (!content) throw new Error(`blob ${row.blobKey} of document ${row.id} is missing`);
      return { document: toDocument(row), content };
    },

    /** Deletes a PENDING document (a reviewed one is the operator's record) and releases its file. */
    delete: async (account: Account, documentId: string): Promise<IdentityDocument> => {
      if (!isDocumentId(documentId)) throw notFound(documentMessages.notFound);
      const deleted = await db.transaction(async (tx) => {
        const owner = await lockOwner(tx, account.ownerId);
        const [row] = await tx
          .select()
          .from(identityDocuments)
          .where(and(eq(identityDocuments.id, documentId), eq(identityDocuments.ownerId, owner.id)));
        if (!row) throw notFound(documentMessages.notFound);
        if (row.state !== 'PENDING') throw conflict(`${documentMessages.notPending}; this one is ${row.state}`);
        await tx.delete(identityDocuments).where(eq(identityDocuments.id, row.id));
        await reviewAfterChange(tx, owner);
        return row;
      });
      await releaseBlob(db, blobs, deleted.blobKey);
      return toDocument(deleted);
    },
  };
}
