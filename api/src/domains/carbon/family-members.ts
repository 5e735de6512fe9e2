import { and, asc, count, eq } from 'drizzle-orm';
import { familyMembersMax } from '@commons/shared/domain';
import type { CreateFamilyMember, DeletedFamilyMember, FamilyMember } from '@commons/shared/schemas';
import { conflict, notFound } from '@commons/server-kernel/errors';
import type { Database } from '../../db/database';
import { familyMembers, individuals, type FamilyMemberRow } from '../../db/schema';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';

export type FamilyMembers = ReturnType<typeof createFamilyMembers>;

/** A member in the contract's field names (docs/product-rules.md#records-and-field-names). */
const toFamilyMember = (row: FamilyMemberRow): FamilyMember => ({
  familyMemberId: row.id,
  memberRelation: row.relation,
  memberName: row.name,
  memberId: row.memberId,
  memberCountryResidence: row.countryResidence,
  memberNationality: row.nationality,
  memberCitizenshipNo: row.citizenshipNo,
});

/** The columns a create or edit form sets. */
const columnsOf = (input: CreateFamilyMember) => ({
  relation: input.memberRelation,
  name: input.memberName,
  memberId: input.memberId,
  countryResidence: input.countryResidence,
  nationality: input.nationality,
  citizenshipNo: input.memberCitizenshipNo,
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const memberNotFound = () => notFound('Family member not found');
export const tooManyMembers = () =>
  conflict(`An account can have at most ${familyMembersMax} family members; remove one before adding another`);

/** How many family members the account has now: the estimate counts them when a year is saved. */
export async function familySize(db: Database, ownerId: string): Promise<number> {
  const [row] = await db.select({ members: count() }).from(familyMembers).where(eq(familyMembers.ownerId, ownerId));
  return row?.members ?? 0;
}

/** The account's family members (sub-users share their owner's). */
export function createFamilyMembers({ db }: Pick<ServiceDeps, 'db'>) {
  /** The account's member `id`, or a 404 for another account's, an unknown or a malformed id. */
  const ownMember = (account: Account, id: string) =>
    uuidPattern.test(id) ? and(eq(familyMembers.id, id), eq(familyMembers.ownerId, account.ownerId)) : undefined;

  return {
    /**
     * Adds a member, at most `familyMembersMax` per account. The owner's row is locked
     * while counting, so simultaneous adds cannot pass the limit together.
     */
    async add(account: Account, input: CreateFamilyMember): Promise<FamilyMember> {
      return db.transaction(async (tx) => {
        await tx.select({ id: individuals.id }).from(individuals).where(eq(individuals.id, account.ownerId)).for('update');
        if ((await familySize(tx as unknown as Database, account.ownerId)) >= familyMembersMax) throw tooManyMembers();
        const [row] = await tx
          .insert(familyMembers)
          .values({ ownerId: account.ownerId, createdBy: account.callerId, ...columnsOf(input) })
          .returning();
        if (!row) throw new Error('insert into family_members returned no row');
        return toFamilyMember(row);
      });
    },

    /** Oldest first, in the order they were added; at most `familyMembersMax`. */
    async list(account: Account): Promise<FamilyMember[]> {
      const rows = await db
        .select()
        .from(familyMembers)
        .where(eq(familyMembers.ownerId, account.ownerId))
        .orderBy(asc(familyMembers.seq));
      return rows.map(toFamilyMember);
    },

    /** Replaces a member's details with the form's. */
    async update(account: Account, id: string, input: CreateFamilyMember): Promise<FamilyMember> {
      const where = ownMember(account, id);
      if (!where) throw memberNotFound();
      const [row] = await db.update(familyMembers).set(columnsOf(input)).where(where).returning();
      if (!row) throw memberNotFound();
      return toFamilyMember(row);
    },

    /** Removes a member; years already saved keep the estimate they were saved with. */
    async remove(account: Account, id: string): Promise<DeletedFamilyMember> {
      const where = ownMember(account, id);
      if (!where) throw memberNotFound();
      const [row] = await db.delete(familyMembers).where(where).returning({ id: familyMembers.id });
      if (!row) throw memberNotFound();
      return { familyMemberId: row.id };
    },
  };
}
