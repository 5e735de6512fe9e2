import { eq, sql } from 'drizzle-orm';
import {
  formerMemberLabel,
  memberBeneficiaryLabel,
  publicBeneficiaryMessages,
  type PublicBeneficiaryChoice,
} from '@commons/shared/domain';
import type { PublicBeneficiary, UpdatePublicBeneficiary } from '@commons/shared/schemas';
import { conflict } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { individuals, publicBeneficiaries, publicPages } from '../../db/schema';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';

export type PublicBeneficiaryService = ReturnType<typeof createPublicBeneficiary>;

/** What the choice of `ownerId` reads from: none saved is MEMBER; no page, no display name. */
async function choiceOf(db: Database, ownerId: string) {
  const [row] = await db
    .select({
      shown: publicBeneficiaries.shown,
      displayName: publicPages.displayName,
      name: individuals.name,
      erasedAt: individuals.erasedAt,
    })
    .from(individuals)
    .leftJoin(publicBeneficiaries, eq(publicBeneficiaries.ownerId, individuals.id))
    .leftJoin(publicPages, eq(publicPages.ownerId, individuals.id))
    .where(eq(individuals.id, ownerId));
  return { shown: row?.shown ?? 'MEMBER', displayName: row?.displayName ?? null, name: row?.name ?? null, erased: !row || row.erasedAt !== null };
}

/** The name `shown` gives, `fullName` being the one the certificate prints. */
function nameFor(shown: PublicBeneficiaryChoice, displayName: string | null, fullName: string): string {
  if (shown === 'FULL_NAME') return fullName;
  if (shown === 'DISPLAY_NAME' && displayName) return displayName;
  return memberBeneficiaryLabel;
}

/**
 * The beneficiary a public view of one of `ownerId`'s certificates names, `printed` being the
 * name on its PDF (docs/product-rules.md#the-public-impact-page). An erased account is "a former
 * member" whatever was chosen.
 */
export async function publicBeneficiaryName(db: Database, ownerId: string, printed: string): Promise<string> {
  const choice = await choiceOf(db, ownerId);
  return choice.erased ? formerMemberLabel : nameFor(choice.shown, choice.displayName, printed);
}

/** The owner's choice of whom the public views of the account's certificates name. */
export function createPublicBeneficiary({ db }: Pick<ServiceDeps, 'db'>) {
  async function read(account: Account): Promise<PublicBeneficiary> {
    const { shown, displayName, name } = await choiceOf(db, account.ownerId);
    return { shown, shownAs: nameFor(shown, displayName, name ?? '') };
  }

  return {
    read,

    /** Saves the choice; the display name needs a public page saved with one, or it is a 409 and nothing changes. */
    async choose(account: Account, { shown }: UpdatePublicBeneficiary): Promise<PublicBeneficiary> {
      if (shown === 'DISPLAY_NAME' && (await choiceOf(db, account.ownerId)).displayName === null) {
        throw conflict(publicBeneficiaryMessages.noDisplayName);
      }
      await db
        .insert(publicBeneficiaries)
        .values({ ownerId: account.ownerId, shown })
        .onConflictDoUpdate({ target: publicBeneficiaries.ownerId, set: { shown, updatedAt: sql`now()` } });
      return read(account);
    },
  };
}
