import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { remoteVersions } from '../db/schema';

/** The content hash a version was published with, or null when it is not published. */
export async function publishedHash(db: Database, name: string, version: string): Promise<string | null> {
  const [row] = await db
    .select({ contentHash: remoteVersions.contentHash })
    .from(remoteVersions)
    .where(and(eq(remoteVersions.name, name), eq(remoteVersions.version, version)));
  return row?.contentHash ?? null;
}
