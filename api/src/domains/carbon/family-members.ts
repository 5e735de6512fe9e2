import { asc, count, eq } from 'drizzle-orm';
import type { CreateFamilyMember, FamilyMember } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { familyMembers, type FamilyMemberRow } from '../../db/schema';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';

export type FamilyMembers = ReturnType<typeof createFamilyMembers>;

/** A member in the contract's field names (PRODUCT_SPEC section 3). */
const toFamilyMember = (row: FamilyMemberRow): FamilyMember => ({
  familyMemberId: row.id,
  memberRelation: row.relation,
  memberName: row.name,
  memberId: row.memberId,
  memberCountryResidence: row.countryResidence,
  memberNationality: row.nationality,
  memberCitizenshipNo: row.citizenshipNo,
});

/** How many family members the account has now: the estimate counts them when a year is saved. */
export async function familySize(db: Database, ownerId: string): Promise<number> {
  const [row] = await db.select({ members: count() }).from(familyMembers).where(eq(familyMembers.ownerId, ownerId));
  return row?.members ?? 0;
}

/** The account's family members (sub-users share their owner's). */
export function createFamilyMembers({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async add(account: Account, input: CreateFamilyMember): Promise<FamilyMember> {
      const [row] = await db
        .insert(familyMembers)
        .values({
          ownerId: account.ownerId,
          createdBy: account.callerId,
          relation: input.memberRelation,
          name: input.memberName,
          memberId: input.memberId,
          countryResidence: input.countryResidence,
          nationality: input.nationality,
          citizenshipNo: input.memberCitizenshipNo,
        })
        .returning();
      if (!row) throw new Error('insert into family_members returned no row');
      return toFamilyMember(row);
    },

    /** Oldest first, in the order they were added. */
    async list(account: Account): Promise<FamilyMember[]> {
      const rows = await db
        .select()
        .from(familyMembers)
        .where(eq(familyMembers.ownerId, account.ownerId))
        .orderBy(asc(familyMembers.seq));
      return rows.map(toFamilyMember);
    },
  };
}
