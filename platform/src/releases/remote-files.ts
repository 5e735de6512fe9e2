import { createReadStream, createWriteStream } from 'node:fs';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq } from 'drizzle-orm';
import type { RemoteName } from '@commons/shared/domain';
import type { BlobStore } from '@commons/server-kernel/blobs/blob-store';
import type { Database } from '../db/database';
import { remoteFiles, remoteVersions } from '../db/schema';
import { conflict } from '@commons/server-kernel/errors';
import { listFiles } from '../lib/list-files';
import { compressedVariants } from '../lib/precompress';
import { contentHash } from './content-hash';
import { createDeployStore } from './deploy-store';
import { publishedHash } from './published-hash';
import { contentAddressed } from './shared-files';

/** One file of a published version, as `remote_files` records it. */
export interface RemoteFile {
  path: string;
  blobKey: string;
  size: number;
}

/** A remote build's files are small; a file past this is not a build's. */
const maxFileBytes = 64 * 1024 * 1024;

export type RemoteFilesService = ReturnType<typeof createRemoteFiles>;

/**
 * Published builds kept in the blob store, with each instance's deploy folder as a cache of
 * them: a version published through one instance (or the command line) is rebuilt on disk by
 * any other the first time it is asked for, and since a version never changes, the copy on
 * disk is good forever.
 */
export function createRemoteFiles({ db, blobs, deployDir }: { db: Database; blobs: BlobStore; deployDir: string }) {
  const store = createDeployStore(deployDir);
  /** Versions being rebuilt right now: concurrent requests wait for the one copy. */
  const pending = new Map<string, Promise<boolean>>();

  const exists = async (file: string) => (await stat(file).catch(() => null))?.isFile() ?? false;

  const present = async (name: string, version: string) =>
    (await stat(store.versionDir(name, version)).catch(() => null))?.isDirectory() ?? false;

  async function rebuild(name: RemoteName, version: string): Promise<boolean> {
    const hash = await publishedHash(db, name, version);
    if (hash === null) return false;
    const files = await db
      .select()
      .from(remoteFiles)
      .where(and(eq(remoteFiles.name, name), eq(remoteFiles.version, version)));
    // Published before builds were kept in the blob store, and not on this disk: nothing to serve.
    if (files.length === 0) return false;
    const temp = await mkdtemp(path.join(os.tmpdir(), 'commons-remote-'));
    try {
      for (const file of files) {
        const target = path.join(temp, ...file.path.split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        const source = await blobs.get(file.blobKey);
        if (!source) throw new Error(`${name} ${version}: blob ${file.blobKey} of ${file.path} is missing from the blob store`);
        await pipeline(source, createWriteStream(target));
      }
      // `put` checks the bytes against the published hash before any of them is served.
      await store.put(name, version, temp, hash);
      return true;
    } finally {
      await rm(temp, { recursive: true, force: true });
    }
  }

  /**
   * Makes sure the version's folder is on this instance's disk, rebuilding it from the blob
   * store when another instance published it. False when it is not published (or was
   * published before builds were kept in the blob store and is not here).
   */
  async function ensureLocal(name: RemoteName, version: string): Promise<boolean> {
    if (await present(name, version)) return true;
    const key = `${name}@${version}`;
    let job = pending.get(key);
    if (!job) {
      job = rebuild(name, version).finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return job;
  }

  return {
    /**
     * Puts the files of a version already copied into this instance's deploy folder into the
     * blob store, after checking they are the published bytes. Returns the rows to record.
     */
    async ingest(name: RemoteName, version: string, expectedHash: string): Promise<RemoteFile[]> {
      const dir = store.versionDir(name, version);
      if (!(await present(name, version))) throw conflict(`${name} ${version} is not in ${deployDir}; publish it again`);
      if ((await contentHash(dir)) !== expectedHash) {
        throw conflict(`${name} ${version} in ${deployDir} is not the build being published; publish it again`);
      }
      const all = await listFiles(dir);
      const variants = compressedVariants(all);
      const rows: RemoteFile[] = [];
      for (const file of all.filter((f) => !variants.has(f))) {
        const { key, size } = await blobs.put(createReadStream(path.join(dir, file)), { maxBytes: maxFileBytes });
        rows.push({ path: file, blobKey: key, size });
      }
      return rows;
    },

    /**
     * The content-addressed files of a version in this instance's deploy folder, each with the
     * key the blob store will give it (the sha256 of its bytes), before anything is stored.
     * None when the version is not there (`ingest` then says so).
     */
    async sharedFilesOf(name: RemoteName, version: string): Promise<{ path: string; blobKey: string }[]> {
      const dir = store.versionDir(name, version);
      if (!(await present(name, version))) return [];
      const named = (await listFiles(dir)).filter((file) => contentAddressed.test(file));
      return Promise.all(
        named.map(async (file) => ({ path: file, blobKey: createHash('sha256').update(await readFile(path.join(dir, file))).digest('hex') })),
      );
    },

    ensureLocal,

    /**
     * Makes sure a content-addressed file is in the remote's shared folder on this instance's
     * disk, linked from the newest published version that has it (rebuilt from the blob store
     * first if need be). Nothing when no version has it: the request then answers 404.
     */
    async ensureShared(name: RemoteName, file: string): Promise<void> {
      if (await exists(store.sharedPath(name, file))) return;
      const [row] = await db
        .select({ version: remoteFiles.version })
        .from(remoteFiles)
        .innerJoin(remoteVersions, and(eq(remoteVersions.name, remoteFiles.name), eq(remoteVersions.version, remoteFiles.version)))
        .where(and(eq(remoteFiles.name, name), eq(remoteFiles.path, file)))
        .orderBy(desc(remoteVersions.publishedAt))
        .limit(1);
      if (row && (await ensureLocal(name, row.version))) await store.share(name, row.version, file);
    },
  };
}
