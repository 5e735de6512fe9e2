import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The secret kept in `$DATA_DIR/<name>`, or null when there is none yet. */
export async function readSecretFile(dataDir: string, name: string): Promise<string | null> {
  const saved = await readFile(path.join(dataDir, name), 'utf8').catch(() => null);
  return saved?.trim() || null;
}

/**
 * The secret in `$DATA_DIR/<name>`, created once at random, readable by its owner only, so a
 * local install needs no configuration and the server and the CLI find the same value.
 */
export async function ensureSecretFile(dataDir: string, name: string): Promise<string> {
  const existing = await readSecretFile(dataDir, name);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    await writeFile(path.join(dataDir, name), `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use that one, so everyone agrees.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readSecretFile(dataDir, name)) ?? secret;
  }
}
