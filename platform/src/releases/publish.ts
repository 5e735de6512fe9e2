import { stat } from 'node:fs/promises';
import * as v from 'valibot';
import type { RemoteName } from '@commons/shared/domain';
import { screenProblems } from '@commons/shared/schemas';
import { AppError, badRequest, conflict } from '@commons/server-kernel/errors';
import { contentHash } from './content-hash';
import type { DeployStore } from './deploy-store';
import { listFiles } from '../lib/list-files';
import { VersionSchema } from './schemas';
import { describeProblems } from './screens-gate';
import { readScreensFile } from './version-screens';
import type { PublishResult, ReleaseRegistry } from './types';

export interface PublishRequest {
  name: RemoteName;
  /** The remote's build folder (`mfe-<name>/dist` from the CLI; a fixture in tests). */
  sourceDir: string;
  version: string;
  /** Publish as `<version>+<first 8 hex of the content hash>`, one version per distinct build. */
  withContentHash: boolean;
  by: string;
}

/**
 * Publishes a build: the files go to this machine's deploy store, then the registry records the
 * version and keeps its files in the blob store, where every instance finds them. Immutable: the
 * same bytes again are a no-op, other bytes under a published version are refused before any
 * file is copied. A version counts as published only once its record (with its files) is
 * written, so an interrupted publish is finished by running it again. A build whose screens
 * are missing, invalid or clash (with the host, another remote, or the API's own rules) is
 * refused and leaves nothing behind, so the fixed build may take the same version.
 */
export async function publishRemote(
  store: DeployStore,
  registry: ReleaseRegistry,
  request: PublishRequest,
): Promise<PublishResult> {
  const { name, sourceDir, by } = request;
  const isDir = (await stat(sourceDir).catch(() => null))?.isDirectory();
  if (!isDir || (await listFiles(sourceDir)).length === 0) {
    throw badRequest(`No build of ${name} in ${sourceDir}; build it first`);
  }
  const hash = await contentHash(sourceDir);
  const version = request.withContentHash ? `${request.version}+${hash.slice(0, 8)}` : request.version;
  if (!v.is(VersionSchema, version)) throw badRequest(`Invalid version "${version}"`);
  // What the build alone tells, before a byte is copied; the registry then checks it against
  // what the host and the other remotes serve.
  const declared = await readScreensFile(sourceDir, name);
  const problems = declared.ok ? screenProblems(declared.value, { hostPaths: [], others: [] }) : declared.problems;
  if (problems.length > 0) throw badRequest(describeProblems(name, version, problems));

  const [listing] = await registry.list(name);
  const published = listing?.versions.find((v) => v.version === version);
  if (published && published.contentHash !== hash) {
    throw conflict(`${name} ${version} is already published with different content; publish it under a new version`);
  }
  const storedHash = await store.hashOf(name, version);
  if (storedHash && storedHash !== hash) {
    throw conflict(
      `${name} ${version} is already in the deploy store with different content; publish it under a new version`,
    );
  }
  // A version stored before publishes compressed its files gets its compressed copies now.
  if (storedHash) await store.precompress(name, version);
  else await store.put(name, version, sourceDir, hash);
  try {
    return await registry.recordPublish({ name, version, contentHash: hash, by });
  } catch (error) {
    // Refused (its screens clash, or a file clashes with another version's of the same name):
    // unpublished bytes must not hold the version in the store.
    if (error instanceof AppError && (error.statusCode === 400 || error.statusCode === 409)) await store.remove(name, version);
    throw error;
  }
}
