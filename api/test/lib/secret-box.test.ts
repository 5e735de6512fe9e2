import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/lib/secret-box';

const keyA = 'a'.repeat(32);
const keyB = 'b'.repeat(32);

describe('createSecretBox', () => {
  it('should seal so that only the same key and context open it', () => {
    const box = createSecretBox({ secretsKey: keyA, previousSecretsKeys: [] });
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'account-1');
    expect(sealed).toMatch(/^sb1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'account-1')).not.toBe(sealed);
    expect(box.open(sealed, 'account-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'account-2')).toThrow();
    expect(() => createSecretBox({ secretsKey: keyB, previousSecretsKeys: [] }).open(sealed, 'account-1')).toThrow(/No configured key/);
  });

  it('should open what a previous key sealed, and say it needs resealing', () => {
    const sealedWithA = createSecretBox({ secretsKey: keyA, previousSecretsKeys: [] }).seal('seed', 'account-1');
    const rotated = createSecretBox({ secretsKey: keyB, previousSecretsKeys: [keyA] });
    expect(rotated.open(sealedWithA, 'account-1')).toBe('seed');
    expect(rotated.needsResealing(sealedWithA)).toBe(true);
    expect(rotated.needsResealing(rotated.seal('seed', 'account-1'))).toBe(false);
  });

  it('should read a value kept before encryption as it is, and want it sealed', () => {
    const box = createSecretBox({ secretsKey: keyA, previousSecretsKeys: [] });
    expect(box.open('JBSWY3DPEHPK3PXP', 'account-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.needsResealing('JBSWY3DPEHPK3PXP')).toBe(true);
  });

  it('should refuse to seal without a key', () => {
    expect(() => createSecretBox({ secretsKey: null, previousSecretsKeys: [] }).seal('seed', 'account-1')).toThrow(/SECRETS_KEY is not set/);
  });
});
