import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { staffRecoveryCodes, staffTotpSeeds } from '../../db/schema';
import { createSecretBox } from '../../lib/secret-box';
import { hashRecoveryCode, newRecoveryCodes, recoveryCodeMatches } from '../sign-in-security/recovery-codes';
import { codeTimeStep } from '../sign-in-security/totp';

export type StaffSecondFactor = ReturnType<typeof createStaffSecondFactor>;

/**
 * A staff member's TOTP seed and recovery codes, by the customers' rules and functions
 * (docs/product-rules.md#sign-in-security): seeds sealed with `SECRETS_KEY`, bound to the member,
 * a code's time step spent once, recovery codes as argon2id hashes spent once.
 */
export function createStaffSecondFactor(config: Pick<AppConfig, 'secretsKey' | 'previousSecretsKeys'>) {
  const box = createSecretBox(config);
  // Bound to `staff:<id>`, so a sealed seed copied into a customer's row opens nowhere.
  const context = (staffId: string) => `staff:${staffId}`;

  return {
    seal: (staffId: string, seed: string): string => box.seal(seed, context(staffId)),
    open: (staffId: string, sealed: string): string => box.open(sealed, context(staffId)),

    /** Enrols `seed` (its code's `step` spent) and replaces the recovery codes; the new codes, shown once. */
    async enrol(db: Database, staffId: string, seed: string, step: number): Promise<string[]> {
      const secret = box.seal(seed, context(staffId));
      await db
        .insert(staffTotpSeeds)
        .values({ staffId, secret, lastTimeStep: step })
        .onConflictDoUpdate({ target: staffTotpSeeds.staffId, set: { secret, lastTimeStep: step } });
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      const codes = newRecoveryCodes();
      const hashes = await Promise.all(codes.map(hashRecoveryCode));
      await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
      return codes;
    },

    /** Forgets the seed and the recovery codes: nobody signs in as the member until they enrol again. */
    async forget(db: Database, staffId: string): Promise<void> {
      await db.delete(staffTotpSeeds).where(eq(staffTotpSeeds.staffId, staffId));
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    },

    /**
     * Spends `code`: a current TOTP code of a step not used before, or an unused recovery code.
     * The row's update decides, so two requests cannot both spend one.
     */
    async spend(db: Database, staffId: string, code: string): Promise<boolean> {
      if (!/^\d{6}$/.test(code)) return spendRecoveryCode(db, staffId, code);
      const [seed] = await db.select().from(staffTotpSeeds).where(eq(staffTotpSeeds.staffId, staffId));
      if (!seed) return false;
      const verdict = await codeTimeStep(box.open(seed.secret, context(staffId)), code, seed.lastTimeStep);
      if (typeof verdict !== 'object') return false;
      const spent = await db
        .update(staffTotpSeeds)
        .set({ lastTimeStep: verdict.step })
        .where(
          and(
            eq(staffTotpSeeds.staffId, staffId),
            or(isNull(staffTotpSeeds.lastTimeStep), lt(staffTotpSeeds.lastTimeStep, verdict.step)),
          ),
        )
        .returning({ staffId: staffTotpSeeds.staffId });
      return spent.length > 0;
    },
  };
}

async function spendRecoveryCode(db: Database, staffId: string, code: string): Promise<boolean> {
  const unused = await db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await recoveryCodeMatches(row.codeHash, code))) continue;
    const spent = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(staffRecoveryCodes.id, row.id), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id });
    return spent.length > 0;
  }
  return false;
}
