import { randomBytes } from 'node:crypto';
import { cp, link, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { conflict } from '@commons/server-kernel/errors';
import { contentHash } from './content-hash';
import { compressedSuffixes, precompressDir } from '../lib/precompress';
import { sharedFolder } from './shared-files';

export type DeployStore = ReturnType<typeof createDeployStore>;

/**
 * The folder the server serves `/remotes/<name>/<version>/` from. A version folder, once
 * written, never changes: that is what lets browsers cache it forever.
 */
export function createDeployStore(deployDir: string) {
  const versionDir = (name: string, version: string) => path.join(deployDir, name, version);
  const sharedPath = (name: string, file: string) => path.join(deployDir, name, sharedFolder, file);

  return {
    versionDir,
    sharedPath,

    /**
     * Links a content-addressed file of a stored version into the remote's shared folder, its
     * compressed copies first: once the file itself is there, so are they. A file already there
     * holds the same bytes (its name says so, and publishing checks it), so it is left alone.
     */
    async share(name: string, version: string, file: string): Promise<void> {
      await mkdir(path.dirname(sharedPath(name, file)), { recursive: true });
      for (const suffix of [...compressedSuffixes, '']) {
        await link(path.join(versionDir(name, version), file + suffix), sharedPath(name, file + suffix)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST' && !(suffix && error.code === 'ENOENT')) throw error;
        });
      }
    },

    /** The content hash of a stored version, or null when it is not in the store. */
    async hashOf(name: string, version: string): Promise<string | null> {
      const dir = versionDir(name, version);
      const found = await stat(dir).catch(() => null);
      return found?.isDirectory() ? contentHash(dir) : null;
    },

    /**
     * Writes the `.br`/`.gz` copies the server sends browsers that accept them, for a version
     * stored before the store wrote them. Adds files only, each renamed into place whole: what
     * the version serves, once decoded, never changes.
     */
    precompress: (name: string, version: string) => precompressDir(versionDir(name, version), path.join(deployDir, name)),

    /** Removes a version the registry refused to publish, so nothing serves or blocks it. */
    remove: (name: string, version: string) => rm(versionDir(name, version), { recursive: true, force: true }),

    /**
     * Copies `sourceDir` in as `name/version` with compressed copies of its text files. It
     * copies to a dot-folder first (never served) and renames it into place, so readers never
     * see a half-copied version.
     */
    async put(name: string, version: string, sourceDir: string, expectedHash: string): Promise<void> {
      const temp = path.join(deployDir, name, `.tmp-${version}-${randomBytes(4).toString('hex')}`);
      await mkdir(path.dirname(temp), { recursive: true });
      try {
        await cp(sourceDir, temp, { recursive: true, errorOnExist: true, force: false });
        // The build may have changed while it was copied; never store bytes under another hash.
        if ((await contentHash(temp)) !== expectedHash) {
          throw conflict(`${sourceDir} changed while it was being copied; publish again`);
        }
        await precompressDir(temp, path.dirname(temp));
        await rename(temp, versionDir(name, version)).catch(async (error: unknown) => {
          // Another publisher got there first; fine if it stored the same bytes.
          if ((await this.hashOf(name, version)) !== expectedHash) throw error;
        });
      } finally {
        await rm(temp, { recursive: true, force: true });
      }
    },
  };
}
