import { ok, send, type LoadContext, type LoadRecord, type LoadUser } from './load-context';

/** A household whose estimate is 12 t: a checkout buys 12 tonnes, a monthly offset 1. */
const household = (year: number) => ({
  year,
  totalNoofVehicels: 0,
  annualCarMiles: 1200,
  annualElectricalConsumption: 19_000,
  annualWaterConsumption: 0,
});
const checkoutTonnes = 12;
const monthsPerYear = 12;

export async function addRecord(ctx: LoadContext, user: LoadUser): Promise<LoadRecord | null> {
  const year = user.yearsLeft.shift();
  if (year === undefined) return null;
  const json = household(year);
  const answer = await send(ctx, 'POST', '/api/api/operational-data/individual/add', { token: user.token, json });
  if (answer.status !== 201) return null;
  const record = { id: answer.json<{ operationalDataId: string }>().operationalDataId, checkedOut: false, offsets: 0, plan: null, planBlocked: false };
  user.records.push(record);
  return record;
}

/**
 * Buys a record's credits from the FIFO listing every user buys from, as the Carbon Credits
 * screen does (the listing it showed, then the checkout): many users on one listing at once.
 */
export async function checkout(ctx: LoadContext, user: LoadUser): Promise<void> {
  const record = user.records.find((r) => !r.checkedOut) ?? (await addRecord(ctx, user));
  if (!record) return;
  const fifo = await send(ctx, 'POST', '/api/api/carbon-credits/individual/get-fifo-listing', {
    token: user.token,
    json: { requiredQuantity: checkoutTonnes },
  });
  if (!ok(fifo)) return;
  const { listingId } = fifo.json<{ listingId: string }>();
  const json = { listingId, operationalDataId: record.id };
  const answer = await send(ctx, 'POST', '/api/api/operational-data/individual/checkout', { token: user.token, json });
  if (answer.status === 200) {
    record.checkedOut = true;
    ctx.acks.checkouts.push(record.id);
  }
  // A checkout whose answer was lost may have gone through: the server says so.
  if (answer.status === 409 && answer.body.includes('already bought')) record.checkedOut = true;
  if (record.checkedOut) await approveEmissions(ctx, record);
}

/**
 * An operator approves the bought year with actual emissions twice the estimate, so the badge
 * stays GRAY and the year takes monthly offsets (a twelfth of the estimate each) until covered.
 */
async function approveEmissions(ctx: LoadContext, record: LoadRecord): Promise<void> {
  const json = { operationalDataId: record.id, emissions: 2 * checkoutTonnes };
  await send(ctx, 'POST', '/api/operator/operational-data/approve', { token: ctx.operatorToken, json });
}

/** Retires a twelfth of a bought year's estimate from the FIFO listing. */
export async function monthlyOffset(ctx: LoadContext, user: LoadUser): Promise<void> {
  const record = user.records.find((r) => r.checkedOut && r.offsets < monthsPerYear);
  if (!record) return checkout(ctx, user);
  const json = { operationalDataId: record.id };
  const answer = await send(ctx, 'POST', '/api/api/carbon-offsets/individual/monthly-offset', { token: user.token, json });
  if (answer.status === 200) {
    record.offsets += 1;
    ctx.acks.offsets.set(record.id, (ctx.acks.offsets.get(record.id) ?? 0) + 1);
  }
  if (answer.status === 409 && answer.body.includes('are done')) record.offsets = monthsPerYear;
}
