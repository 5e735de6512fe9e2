import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TwoFactorChallenge } from '@commons/shared/domain';
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../../../../src/db/schema';
import { hashToken } from '../../../../../src/domains/auth/tokens';
import { signUpVerified } from '../../../../helpers/account-state';
import { operatorToken, useTestApp } from '../../../../helpers/build';
import { codeAt, codeStep, enableTwoFactor, passwordStep } from '../../../../helpers/two-factor';

/** What is kept of two-factor sign-in (docs/product-rules.md#sign-in-security): nothing that signs in if the database leaks. */
describe('two-factor secrets at rest', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const challengeOf = async (email: string, password: string) =>
    (await passwordStep(ctx.app, email, password)).json<TwoFactorChallenge>().challenge;
  const reseal = () =>
    ctx.app.inject({ method: 'POST', url: '/api/operator/two-factor/reseal', payload: {}, headers: { authorization: `Bearer ${operatorToken}` } });

  it('should give recovery codes of at least 112 bits and keep only their salted slow hashes', async () => {
    const { payload, user } = await signUpVerified(ctx.app);
    const { recoveryCodes } = await enableTwoFactor(ctx.app, user.token, payload.password);
    // 24 symbols of 32: 120 bits each.
    expect(recoveryCodes.every((code) => code.replaceAll('-', '').length * 5 >= 112)).toBe(true);
    const kept = await db().select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.individualId, user.individualId));
    expect(kept).toHaveLength(10);
    expect(kept.every((row) => row.codeHash.startsWith('$argon2id$'))).toBe(true);
    // Salted: each hash has a salt of its own.
    expect(new Set(kept.map((row) => row.codeHash.split('$')[4])).size).toBe(10);
    expect((await codeStep(ctx.app, await challengeOf(payload.email, payload.password), recoveryCodes[9]!)).statusCode).toBe(200);
  });

  it('should still take a recovery code kept as sha256 before slow hashing, once', async () => {
    const { payload, user } = await signUpVerified(ctx.app);
    await enableTwoFactor(ctx.app, user.token, payload.password);
    await db().insert(twoFactorRecoveryCodes).values({ individualId: user.individualId, codeHash: hashToken('abcde23456') });
    expect((await codeStep(ctx.app, await challengeOf(payload.email, payload.password), 'ABCDE-23456')).statusCode).toBe(200);
    expect((await codeStep(ctx.app, await challengeOf(payload.email, payload.password), 'abcde-23456')).statusCode).toBe(401);
  });

  it('should keep the TOTP seed encrypted', async () => {
    const { payload, user } = await signUpVerified(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, user.token, payload.password);
    const [row] = await db().select().from(twoFactorSecrets).where(eq(twoFactorSecrets.individualId, user.individualId));
    expect(row!.secret).toMatch(/^sb1\./);
    expect(row!.secret).not.toContain(secret);

  });

  it('should sign in with a seed kept in plain text before encryption, and seal it on reseal', async () => {
    const { payload, user } = await signUpVerified(ctx.app);
    const { secret } = await enableTwoFactor(ctx.app, user.token, payload.password);
    await db().update(twoFactorSecrets).set({ secret }).where(eq(twoFactorSecrets.individualId, user.individualId));
    expect((await codeStep(ctx.app, await challengeOf(payload.email, payload.password), await codeAt(secret))).statusCode).toBe(200);

    const resealed = await reseal();
    expect(resealed.statusCode).toBe(200);
    expect(resealed.json().resealed).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(twoFactorSecrets).where(eq(twoFactorSecrets.individualId, user.individualId));
    expect(row!.secret).toMatch(/^sb1\./);
    expect((await codeStep(ctx.app, await challengeOf(payload.email, payload.password), await codeAt(secret, 1))).statusCode).toBe(200);
    expect((await reseal()).json().resealed).toBe(0);
  });
});
