import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactorSecrets } from '../../../src/db/schema';
import { createTotpSeeds } from '../../../src/domains/sign-in-security/totp-seeds';
import { signUpVerified } from '../../helpers/account-state';
import { testSecretsKey, useTestApp } from '../../helpers/build';
import { enableTwoFactor } from '../../helpers/two-factor';

describe('rotating SECRETS_KEY (docs/configuration.md#secrets-at-rest)', () => {
  const ctx = useTestApp();
  const newKey = 'the-next-secrets-key-at-least-32-chars';

  it('should open seeds of the previous key and reseal them with the new one', async () => {
    const { payload, user } = await signUpVerified(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, user.token, payload.password);
    const db = ctx.database.db;
    const rowOf = async () => (await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.individualId, user.individualId)))[0]!;
    const rotated = createTotpSeeds({ db, config: { secretsKey: newKey, previousSecretsKeys: [testSecretsKey] } });
    expect(rotated.open(await rowOf())).toBe(secret);

    expect(await rotated.resealAll()).toBeGreaterThanOrEqual(1);
    const row = await rowOf();
    expect(rotated.open(row)).toBe(secret);
    // Once resealed, the old key alone no longer opens it: it can be retired.
    expect(() => createTotpSeeds({ db, config: { secretsKey: testSecretsKey, previousSecretsKeys: [] } }).open(row)).toThrow();
    expect(await rotated.resealAll()).toBe(0);
  });
});
