import { estimateEmissions } from '@commons/shared/domain';
import type { CreateOperationalData, OperationalData } from '@commons/shared/schemas';
import { isUniqueViolation } from '@commons/server-kernel/db/errors';
import { operationalData } from '../../db/schema';
import { conflict } from '@commons/server-kernel/errors';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';
import { holderCountry } from '../users/current-user';
import { familySize } from './family-members';
import { accountRecords, toOperationalData } from './records';

export type OperationalDataService = ReturnType<typeof createOperationalDataService>;

/**
 * The account's yearly records: one per year, saved ESTIMATED with the shared formula's estimate,
 * under the current footprint factor set and with the household as it is now.
 */
export function createOperationalDataService({ db, factorSets }: Pick<ServiceDeps, 'db' | 'factorSets'>) {
  const recordsOf = accountRecords(db, factorSets);
  return {
    /** Counts the family as it is now; a second record for the year is refused (the unique index decides races). */
    async add(account: Account, input: CreateOperationalData): Promise<OperationalData> {
      const familyMembers = await familySize(db, account.ownerId);
      const estimatedEmissions = estimateEmissions({ ...input, familyMembers });
      const householdCountry = await holderCountry(db, account.ownerId);
      try {
        const [row] = await db
          .insert(operationalData)
          .values({
            ownerId: account.ownerId,
            createdBy: account.callerId,
            year: input.year,
            totalVehicles: input.totalNoofVehicels,
            annualCarMiles: input.annualCarMiles,
            annualElectricalConsumption: input.annualElectricalConsumption,
            annualWaterConsumption: input.annualWaterConsumption,
            estimatedEmissions,
            factorSetVersion: factorSets.current().version,
            householdCountry,
            householdMembers: familyMembers,
          })
          .returning();
        if (!row) throw new Error('insert into operational_data returned no row');
        return toOperationalData(row, [], factorSets);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`Operational data for ${input.year} is already saved`);
        throw error;
      }
    },

    /** Newest year first, each with its retirements. */
    list: (account: Account): Promise<OperationalData[]> => recordsOf(account.ownerId),
  };
}
