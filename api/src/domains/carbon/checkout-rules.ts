import { and, inArray } from 'drizzle-orm';
import { carbonActionFor, checkoutStatuses, monthlyOffsetTonnes, monthsPerYear, openPlanStatuses, leastPurchase, remainingNeed, unpaidOrderStates } from '@commons/shared/domain';
import type { Checkout } from '@commons/shared/schemas';
import type { Database } from '../../db/database';
import { anyOf } from '../../db/raw';
import { bankTransferOrders, offsetPlans, type OperationalDataRow } from '../../db/schema';
import { badRequest, conflict } from '@commons/server-kernel/errors';

/** The record's checkout the Checkout tab and the certificate name: it has a certificate. */
export const certifiedCheckout = 'CC';

/** Why a record offers no Checkout, in words the user can act on. */
function refuseCheckout(record: OperationalDataRow): never {
  if (!checkoutStatuses.includes(record.status)) throw conflict(`Operational data for ${record.year} was ${record.status}`);
  // Mostly a purchase made in another tab or window: say so, and that this one cost nothing.
  if (record.credits > 0) {
    throw conflict(`The credits of ${record.year} are already bought (perhaps in another tab); nothing was charged this time`);
  }
  throw conflict(`${record.year} is already covered: ${record.offsets} tonnes are retired for it; nothing was charged`);
}

/** A year with an open monthly plan, refused a purchase besides it. */
const plannedConflict = (record: OperationalDataRow) =>
  conflict(`${record.year} has a monthly plan offsetting it; cancel the plan to buy the rest at once`);

/**
 * The records among `recordIds` with an open (ACTIVE or PAUSED) monthly plan: such a year is
 * offset by the plan, and buying the whole year or a twelfth of it besides would pay twice for
 * the same tonnes. Read under the records' locks, which starting a plan takes too.
 */
export async function plannedRecords(tx: Database, recordIds: string[]): Promise<Set<string>> {
  if (recordIds.length === 0) return new Set();
  const open = await tx
    .select({ recordId: offsetPlans.operationalDataId })
    .from(offsetPlans)
    .where(and(anyOf(offsetPlans.operationalDataId, recordIds), inArray(offsetPlans.status, [...openPlanStatuses])));
  return new Set(open.map((row) => row.recordId));
}

/**
 * The records among `recordIds` with an unpaid bank-transfer order: its tonnes are reserved for
 * the year, and a checkout, monthly offset or plan besides would buy them twice
 * (docs/product-rules.md#bank-transfer-orders). Read under the records' locks, which placing an
 * order takes too.
 */
export async function orderedRecords(tx: Database, recordIds: string[]): Promise<Set<string>> {
  if (recordIds.length === 0) return new Set();
  const unpaid = await tx
    .select({ recordId: bankTransferOrders.operationalDataId })
    .from(bankTransferOrders)
    .where(and(anyOf(bankTransferOrders.operationalDataId, recordIds), inArray(bankTransferOrders.state, [...unpaidOrderStates])));
  return new Set(unpaid.map((row) => row.recordId));
}

/** A year with an unpaid bank-transfer order, refused a purchase besides it: `instead` says what the buyer may do once it is cancelled. */
export const orderedConflict = (record: Pick<OperationalDataRow, 'year'>, instead = 'buy from your wallet') =>
  conflict(`${record.year} has an order awaiting payment by bank transfer; cancel it to ${instead} instead`);

/**
 * The tonnes a checkout of the locked `record` buys, or the reason it may not: the year must
 * offer a Checkout, have no open plan (`planned`) and still need tonnes once what is retired for
 * it (a plan's months, monthly offsets) is taken off. The buyer confirms at least that need, or
 * the need by the year's detailed estimate (`detailedTonnes`) when smaller; more is the buyer's
 * choice (docs/product-rules.md#carbon-credits).
 */
export function checkoutQuantity(record: OperationalDataRow, input: Checkout, now: Date, planned: boolean, detailedTonnes: number): number {
  if (!checkoutStatuses.includes(record.status) || carbonActionFor(record, now) !== 'checkout') refuseCheckout(record);
  if (planned) throw plannedConflict(record);
  const need = remainingNeed(record);
  if (need === null) throw conflict(`Operational data for ${record.year} has no emissions to buy credits for`);
  const least = leastPurchase(record, detailedTonnes);
  if (least === null) throw conflict(`${record.year} is already covered: ${record.offsets} tonnes are retired for it; nothing was charged`);
  const quantity = input.quantity ?? need;
  if (quantity < least) {
    throw badRequest(least < need
      ? `quantity must be at least ${least} tonnes, what ${record.year} needs by its detailed estimate`
      : `quantity must be at least ${need} tonnes, what ${record.year} needs`);
  }
  return quantity;
}

/** Why a record offers no monthly Offset, in words the user can act on. */
function refuseOffset(record: OperationalDataRow, now: Date): never {
  if (!checkoutStatuses.includes(record.status)) throw conflict(`Operational data for ${record.year} was ${record.status}`);
  if (record.badge !== 'GRAY') throw conflict(`The emissions of ${record.year} are already offset`);
  if (record.credits === 0) throw conflict(`Buy the credits of ${record.year} before offsetting it monthly`);
  if (record.year === now.getFullYear()) throw conflict(`${record.year} can be offset monthly once the year is over`);
  throw conflict(`All ${monthsPerYear} monthly offsets of ${record.year} are done`);
}

/**
 * The tonnes a monthly offset of the locked `record` retires, a twelfth of the year's estimate,
 * or the reason it may not: the year must be bought and over, its emissions not yet covered,
 * fewer than twelve offsets done, and no open plan (`planned`) offsetting it already.
 */
export function offsetQuantity(record: OperationalDataRow, now: Date, planned: boolean): number {
  const allowed = checkoutStatuses.includes(record.status) && carbonActionFor(record, now) === 'offset' && record.monthlyOffsetsDone < monthsPerYear;
  if (!allowed) refuseOffset(record, now);
  if (planned) throw plannedConflict(record);
  return monthlyOffsetTonnes(record.estimatedEmissions);
}
