import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newToken } from '../services/auth/tokens';

const tokenFile = (dataDir: string) => path.join(dataDir, 'operator-token');

interface TokenConfig {
  operatorToken: string | null;
  dataDir: string;
}

/** The operator token the CLI presents: `OPERATOR_TOKEN`, else the one the server keeps on disk. */
export async function readOperatorToken(config: TokenConfig): Promise<string | null> {
  if (config.operatorToken) return config.operatorToken;
  const saved = await readFile(tokenFile(config.dataDir), 'utf8').catch(() => null);
  return saved?.trim() || null;
}

/**
 * The server's operator token: `OPERATOR_TOKEN`, else a random one created once and kept in
 * `$DATA_DIR/operator-token`, readable by its owner only, where the local CLI finds it.
 */
export async function ensureOperatorToken(config: TokenConfig): Promise<string> {
  const existing = await readOperatorToken(config);
  if (existing) return existing;
  await mkdir(config.dataDir, { recursive: true });
  const token = newToken();
  try {
    await writeFile(tokenFile(config.dataDir), `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (error) {
    // Another process created it first: use that one, so server and CLI agree.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readOperatorToken(config)) ?? token;
  }
}
