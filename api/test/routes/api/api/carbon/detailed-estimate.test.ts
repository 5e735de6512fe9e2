import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factorSet202611, type FactorSet } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import { individuals } from '../../../../../src/db/schema';
import { useTestApp } from '../../../../helpers/build';
import { get, lastYear, post, saveYear, validMember } from '../../../../helpers/carbon';
import { approvedUser } from '../../../../helpers/wallet';

// The reference household of docs/methodology.md.
const reference = {
  year: lastYear,
  totalNoofVehicels: 2,
  annualCarMiles: 20_000,
  annualElectricalConsumption: 10_000,
  annualWaterConsumption: 50_000,
};

/** A later factor set whose car and grid figures differ from the first one's. */
const nextSet: FactorSet = {
  ...factorSet202611,
  version: '2099-01',
  electricity: { ...factorSet202611.electricity, byCountry: { ...factorSet202611.electricity.byCountry, USA: [200, 2098] } },
  vehicle: { ...factorSet202611.vehicle, gramsPerMile: 250 },
};

describe('detailed estimate of operational data', () => {
  const ctx = useTestApp();

  async function usHousehold() {
    const user = await approvedUser(ctx.app);
    await ctx.app.db.update(individuals).set({ country: 'United States' }).where(eq(individuals.id, user.individualId));
    for (const memberName of ['Lars', 'Liv']) {
      await post(ctx.app, user.token, 'user/individual/add-family-member', { ...validMember(), memberName });
    }
    return user;
  }

  const listed = async (token: string): Promise<OperationalData[]> => (await get(ctx.app, token, 'operational-data/individual')).json();

  it("should answer the reference household's detailed estimate beside the contract's 48 t", async () => {
    const user = await usHousehold();
    const saved = await saveYear(ctx.app, user.token, reference);
    expect(saved.estimatedEmissions).toBe(48);
    expect(saved.detailedEstimate).toMatchObject({ factorSetVersion: '2026-11', country: 'United States' });
    expect(saved.detailedEstimate.totalTonnes).toBeCloseTo(13.36427, 4);
    expect(saved.detailedEstimate.lines.map((line) => [line.key, line.factor, line.factorUnit])).toEqual([
      ['electricity', 383.55, 'g CO2/kWh'],
      ['vehicles', 400, 'g CO2/mile'],
      ['water', expect.closeTo(0.000575325, 9), 'kg CO2/gallon'],
      ['family', 0.5, 't CO2/person'],
    ]);
    expect((await listed(user.token))[0]?.detailedEstimate).toEqual(saved.detailedEstimate);
  });

  it('should keep a record on its factor set after a new one is added, and save new records under the new one', async () => {
    const user = await usHousehold();
    const before = await saveYear(ctx.app, user.token, reference);

    ctx.app.factorSets.add(nextSet);
    const after = await listed(user.token);
    expect(after[0]?.detailedEstimate).toEqual(before.detailedEstimate);
    expect(after[0]?.detailedEstimate.factorSetVersion).toBe('2026-11');

    const newer = await saveYear(ctx.app, user.token, { ...reference, year: lastYear - 1 });
    expect(newer.detailedEstimate.factorSetVersion).toBe('2099-01');
    // 10,000 kWh x 200 g + 20,000 miles x 250 g + 50,000 gal x 0.0015 kWh x 200 g + 1.5 t = 8.515 t.
    expect(newer.detailedEstimate.totalTonnes).toBeCloseTo(8.515, 6);
    // The contract's estimate is the same under either set.
    expect(newer.estimatedEmissions).toBe(before.estimatedEmissions);
  });

  it('should keep the household of the day it was saved: a later move or family change leaves the record alone', async () => {
    const user = await usHousehold();
    const before = await saveYear(ctx.app, user.token, reference);
    await ctx.app.db.update(individuals).set({ country: 'France' }).where(eq(individuals.id, user.individualId));
    await post(ctx.app, user.token, 'user/individual/add-family-member', { ...validMember(), memberName: 'Linn' });
    expect((await listed(user.token))[0]?.detailedEstimate).toEqual(before.detailedEstimate);
  });

  it('should use the world average, and say so, when the profile has no country', async () => {
    const user = await approvedUser(ctx.app);
    await ctx.app.db.update(individuals).set({ country: '' }).where(eq(individuals.id, user.individualId));
    const saved = await saveYear(ctx.app, user.token, reference);
    expect(saved.detailedEstimate.country).toBeNull();
    expect(saved.detailedEstimate.lines[0]).toMatchObject({ factor: 472.94, note: 'No country in the profile: world average used' });
  });
});
