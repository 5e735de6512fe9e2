import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { conflict } from '@commons/server-kernel/errors';

/** One `shared` entry of a Module Federation `mf-manifest.json`, as the build wrote it. */
const SharedLibrarySchema = v.object({
  name: v.string(),
  /** The version the build bundled (and provides to the others). */
  version: v.string(),
  singleton: v.optional(v.boolean(), false),
  /** The range the build asks of whoever provides it; `false` takes any. */
  requiredVersion: v.optional(v.union([v.string(), v.literal(false)])),
});
export type SharedLibrary = v.InferOutput<typeof SharedLibrarySchema>;

const ManifestSchema = v.object({ shared: v.optional(v.array(SharedLibrarySchema), []) });

/**
 * The shared libraries a build's `mf-manifest.json` lists, or null when there is no such file.
 * A file that is not a manifest is refused: nothing could be checked against it.
 */
export async function readSharedLibraries(file: string): Promise<SharedLibrary[] | null> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw conflict(`${file} is not valid JSON`);
  }
  const result = v.safeParse(ManifestSchema, json);
  if (!result.success) throw conflict(`${file} is not a Module Federation manifest: ${result.issues[0].message}`);
  return result.output.shared;
}
