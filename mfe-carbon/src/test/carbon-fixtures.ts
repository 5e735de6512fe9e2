import { detailedEstimate, factorSet202611 } from '@commons/shared/domain';
import type { BankTransferOrder, CreditListing, FamilyMember, OperationalData, Plan } from '@commons/shared/schemas';
import { bankTransferOrder, fakeApi, jsonReply, type SentCall } from '@commons/shared/testing';

/** The current calendar year, as the screens read it. */
export const thisYear = new Date().getFullYear();

/** The numbers of `record`: one car, 12,000 miles, 3,500 kWh and 40,000 gallons. */
const recordHousehold = { annualCarMiles: 12000, annualElectricalConsumption: 3500, annualWaterConsumption: 40000 };

export const record = (year: number, change: Partial<OperationalData> = {}): OperationalData => ({
  operationalDataId: `00000000-0000-4000-8000-${String(year).padStart(12, '0')}`,
  year,
  status: 'ESTIMATED',
  totalNoofVehicels: 1,
  annualCarMiles: 12000,
  annualElectricalConsumption: 3500,
  annualWaterConsumption: 40000,
  emissions: null,
  estimatedEmissions: 24,
  credits: 0,
  offsets: 0,
  monthlyOffsetsDone: 0,
  badge: 'GRAY',
  escalation: null,
  createdAt: '2025-03-04T12:00:00.000Z',
  retirements: [],
  detailedEstimate: detailedEstimate({ ...recordHousehold, familyMembers: 0, country: 'Sweden' }, factorSet202611),
  ...change,
});

export const listing = (change: Partial<CreditListing> = {}): CreditListing => ({
  listingId: '11111111-1111-4111-8111-111111111111',
  unitPrice: 3,
  markUpPrice: 3.1,
  projectName: 'Kasigau Corridor REDD+',
  projectId: 'VCS-612',
  registry: 'Verra',
  country: 'Kenya',
  vintage: 2021,
  methodology: 'VM0009',
  available: 500,
  bankTransfer: false,
  ...change,
});

export const member = (n: number): FamilyMember => ({
  familyMemberId: `member-${n}`,
  memberRelation: 'Child',
  memberName: `Member ${n}`,
  memberId: `ID-${n}`,
  memberCountryResidence: 'Sweden',
  memberNationality: 'Norway',
  memberCitizenshipNo: `CIT-${n}`,
});

/** The paths of the carbon screens' calls. */
export const paths = {
  records: 'operational-data/individual',
  addRecord: 'operational-data/individual/add',
  members: 'user/individual/family-members',
  addMember: 'user/individual/add-family-member',
  fifo: 'carbon-credits/individual/get-fifo-listing',
  listings: 'carbon-credits/individual/get-listings',
  checkout: 'operational-data/individual/checkout',
  offset: 'carbon-offsets/individual/monthly-offset',
  wallet: 'wallet/individual/my-wallet',
  plans: 'carbon-offsets/individual/plans',
  publicPage: 'user/individual/public-page',
  orders: 'carbon-credits/individual/bank-transfer-orders',
} as const;

/** The path of an order's cancel. */
export const cancelOrderPath = (orderId: string) => `${paths.orders}/${orderId}/cancel`;

/** An order of 24 t for `year` awaiting payment (`@commons/shared/testing`); `n` tells orders apart. */
export const order = bankTransferOrder;

/** A page of orders, as the list replies. */
export const orderPage = (orders: BankTransferOrder[], nextCursor: string | null = null) => ({ orders, nextCursor, prevCursor: null });

/** The path of a plan's pause, resume or cancel. */
export const planChangePath = (planId: string, action: 'pause' | 'resume' | 'cancel') => `${paths.plans}/${planId}/${action}`;

/** An ACTIVE plan without a budget, started on `createdAt`, for the record of `year`. */
export const plan = (year: number, change: Partial<Plan> = {}): Plan => ({
  planId: `plan-${year}`,
  operationalDataId: record(year).operationalDataId,
  year,
  status: 'ACTIVE',
  pausedReason: null,
  monthlyBudget: null,
  monthsCovered: 3,
  tonnesRetired: 12,
  emissions: 36,
  nextQuantity: 5,
  nextAmount: 15.5,
  nextRunOn: '2027-01-01',
  topUpNeeded: null,
  lastRun: null,
  createdAt: '2026-03-04T12:00:00.000Z',
  ...change,
});

/**
 * A fake API for the carbon screens: each path answered by `replies` (a body, or a Response for
 * a failure), else the records, no family members, a listing (the FIFO one and the only one to
 * choose), a balance of $1,000, no plans, no bank-transfer orders and the public page off.
 */
export function carbonApi(replies: Partial<Record<string, (call: SentCall) => unknown>> = {}) {
  const defaults: Record<string, (call: SentCall) => unknown> = {
    [paths.records]: () => [],
    [paths.members]: () => [],
    [paths.fifo]: () => listing(),
    [paths.listings]: () => [listing()],
    [paths.wallet]: () => ({ amount: 1000 }),
    [paths.plans]: () => [],
    [paths.publicPage]: () => ({ enabled: false, handle: null, displayName: null }),
    [paths.orders]: () => orderPage([]),
  };
  // A reply may be a promise, so a test can hold the answer back (a double click while it is sent).
  return fakeApi(async (call) => {
    const reply = await (replies[call.path] ?? defaults[call.path])?.(call);
    if (reply === undefined) return jsonReply({ message: `No fake for ${call.path}` }, 404);
    return reply instanceof Response ? reply : jsonReply(reply);
  });
}
