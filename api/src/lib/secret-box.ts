import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { AppError } from '@commons/server-kernel/errors';
import { ensureSecretFile, readSecretFile } from '@commons/server-kernel/operator/secret-file';

/** What marks a sealed value: `sb1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts. */
const prefix = 'sb1';
const keyFile = 'secrets-key';

/** `SECRETS_KEY` and the keys it replaced (docs/configuration.md#secrets-at-rest). */
export interface SecretKeys {
  secretsKey: string | null;
  previousSecretsKeys: readonly string[];
}

interface Key {
  id: string;
  bytes: Buffer;
}

/** The AES-256 key of a configured key text, and its public id (no use for guessing the key). */
function keyOf(text: string): Key {
  const bytes = Buffer.from(hkdfSync('sha256', text, '', 'carbon-commons secrets at rest', 32));
  return { id: createHash('sha256').update(`key id ${text}`).digest('hex').slice(0, 12), bytes };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/**
 * Encrypts small secrets kept in the database (TOTP seeds) with AES-256-GCM under the current key.
 * Each value names the key that sealed it, so an old key keeps opening its values until a pass
 * re-seals them (`needsResealing`); `context` (the row's owner) is authenticated, so a value
 * copied to another row does not open. Text without the prefix is a value from before encryption,
 * opened as it is.
 */
export function createSecretBox({ secretsKey, previousSecretsKeys }: SecretKeys) {
  const current = secretsKey ? keyOf(secretsKey) : null;
  const keys = new Map([current, ...previousSecretsKeys.map(keyOf)].filter((key) => key !== null).map((key) => [key.id, key]));
  const noKey = () => new AppError(500, 'SECRETS_KEY is not set: the server cannot read or keep secrets');

  return {
    seal(plain: string, context: string): string {
      if (!current) throw noKey();
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, iv).setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [prefix, current.id, iv, cipher.getAuthTag(), sealed].map((part) => (Buffer.isBuffer(part) ? part.toString('base64url') : part)).join('.');
    },

    open(stored: string, context: string): string {
      const [mark, keyId, iv, tag, sealed] = stored.split('.');
      if (mark !== prefix) return stored;
      const key = keys.get(keyId ?? '');
      if (!key || !iv || !tag || sealed === undefined) throw new AppError(500, `No configured key opens secrets sealed with key ${keyId}`);
      const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(context))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },

    /** Whether `stored` is plain text or sealed under another key than the current one. */
    needsResealing(stored: string): boolean {
      const [mark, keyId] = stored.split('.');
      return mark !== prefix || keyId !== current?.id;
    },
  };
}

/**
 * The key secrets are sealed with: `SECRETS_KEY`, else a random one created once and kept in
 * `$DATA_DIR/secrets-key`, readable by its owner only, as the operator token is.
 */
export async function ensureSecretsKey(config: { secretsKey: string | null; dataDir: string }): Promise<string> {
  return config.secretsKey || ensureSecretFile(config.dataDir, keyFile);
}

/** `SECRETS_KEY`, else the one the server keeps in `$DATA_DIR`, else null: what the command line seals with. */
export async function readSecretsKey(config: { secretsKey: string | null; dataDir: string }): Promise<string | null> {
  return config.secretsKey || readSecretFile(config.dataDir, keyFile);
}
