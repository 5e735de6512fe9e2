import { eq } from 'drizzle-orm';
import type { BlobStore } from '../../blobs';
import type { Database } from '../../db/database';
import { identityDocuments } from '../../db/schema';

/**
 * Removes a document's blob once no document refers to it (blobs are shared by content: two
 * accounts uploading the same file keep one copy). A document added meanwhile with the same
 * content keeps it: in the database store its foreign key makes the delete fail, which is then
 * no error, the blob being in use again.
 */
export async function releaseBlob(db: Database, blobs: BlobStore, key: string): Promise<void> {
  const [used] = await db
    .select({ id: identityDocuments.id })
    .from(identityDocuments)
    .where(eq(identityDocuments.blobKey, key))
    .limit(1);
  if (used) return;
  await blobs.delete(key).catch(() => undefined);
}
