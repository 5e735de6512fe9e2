import { ensureSecretFile, readSecretFile } from './secret-file';

const tokenFile = 'operator-token';

interface TokenConfig {
  operatorToken: string | null;
  dataDir: string;
}

/** The operator token the CLI presents: `OPERATOR_TOKEN`, else the one the server keeps on disk. */
export async function readOperatorToken(config: TokenConfig): Promise<string | null> {
  return config.operatorToken || readSecretFile(config.dataDir, tokenFile);
}

/**
 * The server's operator token: `OPERATOR_TOKEN`, else a random one created once and kept in
 * `$DATA_DIR/operator-token`, readable by its owner only, where the local CLI finds it.
 */
export async function ensureOperatorToken(config: TokenConfig): Promise<string> {
  return config.operatorToken || ensureSecretFile(config.dataDir, tokenFile);
}
