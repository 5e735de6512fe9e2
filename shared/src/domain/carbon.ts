/**
 * The carbon domain's vocabulary (docs/product-rules.md#records-and-field-names), one list per
 * enumeration, read by the forms, the API and the database checks alike.
 */

/** A yearly record is ESTIMATED when saved and APPROVED once an operator records actual emissions. */
export const operationalDataStatuses = ['ESTIMATED', 'APPROVED', 'REJECTED'] as const;
export type OperationalDataStatus = (typeof operationalDataStatuses)[number];

/** Only these records are offered for checkout (docs/product-rules.md#states-and-transitions). */
export const checkoutStatuses: readonly OperationalDataStatus[] = ['APPROVED', 'ESTIMATED'];

/** BLUE once a year's offsets cover its emissions, GRAY until then and by default (docs/product-rules.md#figures-and-limits). */
export const badges = ['BLUE', 'GRAY'] as const;
export type Badge = (typeof badges)[number];

/** The relations a family member may have to the account holder (docs/product-rules.md#validation). */
export const memberRelations = ['Parent', 'Sibling', 'Grandparent', 'Spouse', 'Child', 'Other'] as const;
export type MemberRelation = (typeof memberRelations)[number];

/** Family members one account may hold (docs/product-rules.md#carbon-credits; a scanner once added 606 to one). */
export const familyMembersMax = 50;

/** The first year anyone can record or see (docs/product-rules.md#figures-and-limits). */
export const firstCarbonYear = 2023;

/** A year has at most twelve monthly offsets. */
export const monthsPerYear = 12;

const yearsBetween = (from: number, to: number): number[] =>
  to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => to - index);

/**
 * The years operational data may be recorded for, newest first: 2023 to the previous calendar
 * year (docs/product-rules.md#figures-and-limits); the form's default is the first.
 */
export const operationalDataYears = (now: Date): number[] => yearsBetween(firstCarbonYear, now.getFullYear() - 1);

/** The dashboard's Year dropdown, newest first: the current year down to 2023 (docs/product-rules.md#screens). */
export const dashboardYears = (now: Date): number[] => yearsBetween(firstCarbonYear, now.getFullYear());

/**
 * What retired a certificate's units: the year's checkout, one of its monthly offsets, or a month
 * of its plan (docs/jobs.md#monthly-plans).
 */
export const retirementKinds = ['CHECKOUT', 'MONTHLY_OFFSET', 'PLAN'] as const;
export type RetirementKind = (typeof retirementKinds)[number];
