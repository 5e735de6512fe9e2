import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { twoFactorSecrets } from '../../db/schema';
import { createSecretBox } from '../../lib/secret-box';

export type TotpSeeds = ReturnType<typeof createTotpSeeds>;

/**
 * The TOTP seeds as kept in `two_factor_secrets`: sealed with `SECRETS_KEY`, each bound to its
 * account (docs/configuration.md#secrets-at-rest). A seed kept before encryption, or sealed with a
 * previous key, still opens; `resealAll` brings every one to the current key.
 */
export function createTotpSeeds({ db, config }: { db: Database; config: Pick<AppConfig, 'secretsKey' | 'previousSecretsKeys'> }) {
  const box = createSecretBox(config);
  return {
    seal: (individualId: string, seed: string): string => box.seal(seed, individualId),

    open: (row: { individualId: string; secret: string }): string => box.open(row.secret, row.individualId),

    /**
     * Seals with the current key every seed that is plain or sealed with an older one; the number
     * re-sealed. A row changed meanwhile (a new enrolment) is left as its writer sealed it.
     */
    async resealAll(): Promise<number> {
      const rows = await db.select({ individualId: twoFactorSecrets.individualId, secret: twoFactorSecrets.secret }).from(twoFactorSecrets);
      let resealed = 0;
      for (const row of rows.filter((kept) => box.needsResealing(kept.secret))) {
        const done = await db
          .update(twoFactorSecrets)
          .set({ secret: box.seal(box.open(row.secret, row.individualId), row.individualId) })
          .where(and(eq(twoFactorSecrets.individualId, row.individualId), eq(twoFactorSecrets.secret, row.secret)))
          .returning({ individualId: twoFactorSecrets.individualId });
        resealed += done.length;
      }
      return resealed;
    },
  };
}
