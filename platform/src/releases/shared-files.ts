import { and, eq, inArray, ne } from 'drizzle-orm';
import type { RemoteName } from '@commons/shared/domain';
import { conflict } from '@commons/server-kernel/errors';
import type { Database } from '../db/database';
import { remoteFiles } from '../db/schema';
import { RemoteNameSchema } from './schemas';
import * as v from 'valibot';

/**
 * The folder of a remote's files shared by all its versions: `/remotes/<name>/_files/<file>`, a
 * production build's public path (docs/releases.md#files-shared-across-versions). A chunk a
 * release leaves unchanged keeps its name, so its address, and a returning browser keeps it.
 * No version can be named so: a version starts with a letter or a digit.
 */
export const sharedFolder = '_files';

/**
 * A file name that carries its content's hash, as webpack writes them (`387.5459d2f2843019dfa92a.js`,
 * `remoteEntry.2d12019c03d7f0151110.js`): only such a file may be served at a shared address,
 * since the name stands for the bytes.
 */
export const contentAddressed = /^[\w-]+(\.[\w-]+)*\.[0-9a-f]{16,64}\.js$/;

/** `/remotes/<name>/_files/<file>`: the remote and file a request for a shared file asks for. */
export function sharedFileOfUrl(url: string): { name: RemoteName; file: string } | null {
  const [, name, file] = /^\/remotes\/([^/?]+)\/_files\/([^/?]+)(\?.*)?$/.exec(url) ?? [];
  const remote = v.safeParse(RemoteNameSchema, name);
  if (!remote.success || !file || !contentAddressed.test(file)) return null;
  return { name: remote.output, file };
}

/**
 * Refuses a build with a content-addressed file whose bytes differ from those of the file of the
 * same name in another version of the remote: both would be served at one address, cached
 * forever. A build edited after webpack named its files does this; rebuilding does not.
 */
export async function assertSharedFilesAgree(
  db: Database,
  name: RemoteName,
  version: string,
  files: { path: string; blobKey: string }[],
): Promise<void> {
  const named = files.filter((file) => contentAddressed.test(file.path));
  if (named.length === 0) return;
  const others = await db
    .select({ version: remoteFiles.version, path: remoteFiles.path, blobKey: remoteFiles.blobKey })
    .from(remoteFiles)
    .where(and(eq(remoteFiles.name, name), ne(remoteFiles.version, version), inArray(remoteFiles.path, named.map((file) => file.path))));
  const keyOf = new Map(named.map((file) => [file.path, file.blobKey]));
  const clash = others.find((other) => keyOf.get(other.path) !== other.blobKey);
  if (clash) {
    throw conflict(
      `${name} ${version} has a file ${clash.path} unlike the one of that name in ${name} ${clash.version}: ` +
        'a file named by its content hash must never change; rebuild rather than edit a build',
    );
  }
}
