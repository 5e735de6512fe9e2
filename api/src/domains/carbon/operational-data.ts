import { estimateEmissions } from '@commons/shared/domain';
import type { CreateOperationalData, OperationalData } from '@commons/shared/schemas';
import { isUniqueViolation } from '../../db/errors';
import { operationalData } from '../../db/schema';
import { conflict } from '@commons/platform/errors';
import type { Account } from '../../lib/account';
import type { ServiceDeps } from '../domain';
import { familySize } from './family-members';
import { accountRecords, toOperationalData } from './records';

export type OperationalDataService = ReturnType<typeof createOperationalDataService>;

/** The account's yearly records: one per year, saved ESTIMATED with the shared formula's estimate. */
export function createOperationalDataService({ db }: Pick<ServiceDeps, 'db'>) {
  const recordsOf = accountRecords(db);
  return {
    /** Counts the family as it is now; a second record for the year is refused (the unique index decides races). */
    async add(account: Account, input: CreateOperationalData): Promise<OperationalData> {
      const familyMembers = await familySize(db, account.ownerId);
      const estimatedEmissions = estimateEmissions({ ...input, familyMembers });
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
          })
          .returning();
        if (!row) throw new Error('insert into operational_data returned no row');
        return toOperationalData(row, []);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`Operational data for ${input.year} is already saved`);
        throw error;
      }
    },

    /** Newest year first, each with its retirements. */
    list: (account: Account): Promise<OperationalData[]> => recordsOf(account.ownerId),
  };
}
