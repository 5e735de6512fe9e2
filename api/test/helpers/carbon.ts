import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OperationalData } from '@commons/shared/schemas';
import { listings, operationalData, type ListingRow, type OperationalDataRow } from '../../src/db/schema';
import { bearer } from './accounts';
import { describeProject } from './projects';

/** A year the operational-data form accepts: the previous calendar year. */
export const lastYear = new Date().getFullYear() - 1;

/** Four numbers whose estimate is 12 t alone and 24 t with two family members (hand-computed in the tests). */
export const household = (year = lastYear) => ({
  year,
  totalNoofVehicels: 0,
  annualCarMiles: 1200,
  annualElectricalConsumption: 19_000,
  annualWaterConsumption: 0,
});

export const validMember = () => ({
  memberRelation: 'Spouse',
  memberName: 'Lars Greenfield',
  memberId: 'M-1001',
  countryResidence: 'Sweden',
  nationality: 'Norway',
  memberCitizenshipNo: 'NO-19880101',
});

/** POSTs `payload` to the client API as `token`. */
export const post = (app: FastifyInstance, token: string, path: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/api/${path}`, headers: bearer(token), payload });

export const get = (app: FastifyInstance, token: string, path: string) =>
  app.inject({ method: 'GET', url: `/api/api/${path}`, headers: bearer(token) });

/** Saves a year through the API and returns the new record. */
export async function saveYear(app: FastifyInstance, token: string, payload: object = household()): Promise<OperationalData> {
  const response = await post(app, token, 'operational-data/individual/add', payload);
  if (response.statusCode !== 201) throw new Error(`year not saved: ${response.statusCode} ${response.body}`);
  return response.json<OperationalData>();
}

/**
 * A listing written directly: `quantity` units of a fresh serial block at the given prices
 * (USD 10 and 12 by default), listed at `listedAt` (so tests can order them for FIFO). Its
 * project is described first when it is not yet, as the foreign key asks.
 */
export async function addListing(app: FastifyInstance, options: Partial<typeof listings.$inferInsert> = {}): Promise<ListingRow> {
  const quantity = options.quantity ?? 100;
  await describeProject(app, options.projectId ?? 'GS9999', options.registry ?? 'Gold Standard');
  const [row] = await app.db
    .insert(listings)
    .values({
      projectName: 'Test Wind Farm',
      registry: 'Gold Standard',
      projectId: 'GS9999',
      country: 'India',
      vintage: 2022,
      methodology: 'ACM0002',
      serialPrefix: `GS1-1-IN-GS9999-12-2022-${randomUUID().slice(0, 8)}`,
      quantity,
      remaining: quantity,
      unitPriceCents: 1000,
      markUpPriceCents: 1200,
      listedAt: new Date(),
      ...options,
    })
    .returning();
  if (!row) throw new Error('insert into listings returned no row');
  return row;
}

export async function listingById(app: FastifyInstance, id: string): Promise<ListingRow | undefined> {
  const [row] = await app.db.select().from(listings).where(eq(listings.id, id));
  return row;
}

export async function recordById(app: FastifyInstance, id: string): Promise<OperationalDataRow | undefined> {
  const [row] = await app.db.select().from(operationalData).where(eq(operationalData.id, id));
  return row;
}

/** A record written directly, for states the API cannot make (the current year, actual emissions, bought credits). */
export async function insertRecord(
  app: FastifyInstance,
  ownerId: string,
  values: Partial<typeof operationalData.$inferInsert> = {},
): Promise<OperationalDataRow> {
  const [row] = await app.db
    .insert(operationalData)
    .values({
      ownerId,
      year: lastYear,
      totalVehicles: 0,
      annualCarMiles: 0,
      annualElectricalConsumption: 0,
      annualWaterConsumption: 0,
      estimatedEmissions: 12,
      factorSetVersion: '2026-11',
      householdCountry: '',
      householdMembers: 0,
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert into operational_data returned no row');
  return row;
}
