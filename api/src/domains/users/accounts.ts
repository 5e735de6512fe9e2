import { eq } from 'drizzle-orm';
import type { Signup } from '@commons/shared/schemas';
import { isUniqueViolation } from '@commons/server-kernel/db/errors';
import { individuals, type Individual } from '../../db/schema';
import { conflict } from '@commons/server-kernel/errors';
import { effectiveStatus } from '../auth/effective-status';
import { hashPassword } from '../auth/passwords';
import type { ServiceDeps } from '../domain';
import { findAssignedGroupPolicy } from './assigned-group-policy';

export type Accounts = ReturnType<typeof createAccounts>;

/** One email is one login across every account: signup and a new sub-user refuse a taken one alike. */
export const emailTaken = () => conflict('An account with this email already exists');

/** Individual accounts: creation and look-up. */
export function createAccounts({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    /** Creates an owner account, REVIEWING until approved; refuses an email already taken. */
    async create(input: Signup): Promise<Individual> {
      const passwordHash = await hashPassword(input.password);
      try {
        const [individual] = await db
          .insert(individuals)
          .values({ name: input.name, email: input.email, phone: input.phone, passwordHash })
          .returning();
        if (!individual) throw new Error('insert into individuals returned no row');
        return individual;
      } catch (error) {
        // The unique index decides, so two simultaneous signups cannot both win.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async findByEmail(email: string): Promise<Individual | undefined> {
      const [individual] = await db.select().from(individuals).where(eq(individuals.email, email));
      return individual;
    },

    async findById(id: string): Promise<Individual | undefined> {
      const [individual] = await db.select().from(individuals).where(eq(individuals.id, id));
      return individual;
    },

    /**
     * The member as a session would resolve it, with its effective status (`effectiveStatus`),
     * and the country its household counts by (`householdCountryOf`): a sub-user's owner is
     * read once for both.
     */
    async acting(individual: Individual): Promise<{ individual: Individual; householdCountry: string }> {
      if (!individual.ownerId) return { individual, householdCountry: individual.country };
      const [owner] = await db
        .select({ status: individuals.accountStatus, country: individuals.country })
        .from(individuals)
        .where(eq(individuals.id, individual.ownerId));
      return {
        individual: { ...individual, accountStatus: effectiveStatus(individual.accountStatus, owner?.status ?? null) },
        householdCountry: owner?.country ?? '',
      };
    },

    /** Remembers whether the password signed in with fails the rule (docs/product-rules.md#passwords). */
    async advisePasswordChange(id: string, advised: boolean): Promise<void> {
      await db.update(individuals).set({ passwordChangeAdvised: advised }).where(eq(individuals.id, id));
    },

    async recordLogin(id: string): Promise<void> {
      await db.update(individuals).set({ lastLogin: new Date() }).where(eq(individuals.id, id));
    },

    assignedGroupPolicy: (individual: Individual) => findAssignedGroupPolicy(db, individual.assignedGroupPolicyId),
  };
}
