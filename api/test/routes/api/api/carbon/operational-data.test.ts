import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../helpers/build';
import { get, household, lastYear, post, saveYear, validMember } from '../../../../helpers/carbon';
import { approvedUser } from '../../../../helpers/wallet';

describe('operational data', () => {
  const ctx = useTestApp();
  const add = (token: string, payload: object) => post(ctx.app, token, 'operational-data/individual/add', payload);

  it('should save a year ESTIMATED with the shared estimate, counting the family members of that moment', async () => {
    const user = await approvedUser(ctx.app);
    // 19,000 kWh x 0.578 / 1000 = 10.982 t, + 0.5 t for the holder = 11.482 t: one month's 12 t.
    const alone = await add(user.token, household(lastYear));
    expect(alone.statusCode).toBe(201);
    expect(alone.json()).toMatchObject({
      year: lastYear,
      status: 'ESTIMATED',
      totalNoofVehicels: 0,
      annualCarMiles: 1200,
      annualElectricalConsumption: 19_000,
      annualWaterConsumption: 0,
      emissions: null,
      estimatedEmissions: 12,
      credits: 0,
      offsets: 0,
      monthlyOffsetsDone: 0,
      badge: 'GRAY',
      escalation: null,
      retirements: [],
    });

    // Two members add 1 t: 12.482 t rounds up to two months, 24 t.
    for (const memberName of ['Lars', 'Liv']) {
      await post(ctx.app, user.token, 'user/individual/add-family-member', { ...validMember(), memberName });
    }
    const withFamily = await saveYear(ctx.app, user.token, household(lastYear - 1));
    expect(withFamily.estimatedEmissions).toBe(24);

    const listed = await get(ctx.app, user.token, 'operational-data/individual/');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((r: { year: number }) => r.year)).toEqual([lastYear, lastYear - 1]);
  });

  it('should refuse a second record for the same year', async () => {
    const user = await approvedUser(ctx.app);
    await saveYear(ctx.app, user.token);
    const again = await add(user.token, { ...household(), annualCarMiles: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: `Operational data for ${lastYear} is already saved` });
    // Another account may save the same year.
    const other = await approvedUser(ctx.app);
    expect((await add(other.token, household())).statusCode).toBe(201);
  });

  const range = `year: must be a year from 2023 to ${lastYear}`;
  it.each([
    ['year', 2022, range],
    ['year', lastYear + 1, range],
    ['year', 'last', 'year: must be a number'],
    ['totalNoofVehicels', -1, 'totalNoofVehicels: must be 0 or more'],
    ['annualCarMiles', -0.5, 'annualCarMiles: must be 0 or more'],
    ['annualElectricalConsumption', '100', 'annualElectricalConsumption: must be a number'],
    ['annualWaterConsumption', 'lots', 'annualWaterConsumption: must be a number'],
  ])('should refuse %s = %j with "%s" and save nothing', async (field, value, message) => {
    const user = await approvedUser(ctx.app);
    const response = await add(user.token, { ...household(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await get(ctx.app, user.token, 'operational-data/individual/')).json()).toEqual([]);
  });

  // The document and the client name it without the slash (OpenAPI linters refuse a
  // trailing slash); the contract's path with it keeps answering the same list.
  it('should answer the records list at the contract\'s path with the slash and without it alike', async () => {
    const user = await approvedUser(ctx.app);
    const withSlash = await get(ctx.app, user.token, 'operational-data/individual/');
    const without = await get(ctx.app, user.token, 'operational-data/individual');
    expect(withSlash.statusCode).toBe(200);
    expect(without.statusCode).toBe(200);
    expect(without.json()).toEqual(withSlash.json());
  });
});
