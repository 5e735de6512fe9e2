import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (19 MiB, 2 passes), the OWASP baseline; its
// Algorithm enum is a const enum that isolatedModules cannot import, so we rely on the default.
export const hashPassword = (password: string): Promise<string> => hash(password);

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no account (`storedHash` null) it still runs
 * one verification against a decoy, so a wrong email takes as long as a wrong password and
 * response times do not reveal which addresses have accounts.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash) return verify(storedHash, password);
  decoyHash ??= hash('decoy password that matches nothing');
  await verify(await decoyHash, password);
  return false;
}
