/**
 * The carbon domain's vocabulary (PRODUCT_SPEC sections 3, 4 and 9), one list per enumeration,
 * read by the forms, the API and the database checks alike.
 */

/** A yearly record is ESTIMATED when saved and APPROVED once an operator records actual emissions. */
export const operationalDataStatuses = ['ESTIMATED', 'APPROVED', 'REJECTED'] as const;
export type OperationalDataStatus = (typeof operationalDataStatuses)[number];

/** Only these records are offered for checkout (section 4). */
export const checkoutStatuses: readonly OperationalDataStatus[] = ['APPROVED', 'ESTIMATED'];

/** BLUE once a year's offsets cover its emissions, GRAY until then and by default (section 9). */
export const badges = ['BLUE', 'GRAY'] as const;
export type Badge = (typeof badges)[number];

/** The relations a family member may have to the account holder (section 5). */
export const memberRelations = ['Parent', 'Sibling', 'Grandparent', 'Spouse', 'Child', 'Other'] as const;
export type MemberRelation = (typeof memberRelations)[number];

/** Family members one account may hold (issue 31: a scanner added 606 to one account). */
export const familyMembersMax = 50;

/** The first year anyone can record or see (section 9). */
export const firstCarbonYear = 2023;

/** A year has at most twelve monthly offsets. */
export const monthsPerYear = 12;

const yearsBetween = (from: number, to: number): number[] =>
  to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => to - index);

/**
 * The years operational data may be recorded for, newest first: 2023 to the previous calendar
 * year (section 9); the form's default is the first.
 */
export const operationalDataYears = (now: Date): number[] => yearsBetween(firstCarbonYear, now.getFullYear() - 1);

/** The dashboard's Year dropdown, newest first: the current year down to 2023 (section 2). */
export const dashboardYears = (now: Date): number[] => yearsBetween(firstCarbonYear, now.getFullYear());

/** What retired a certificate's units: the year's checkout, one of its monthly offsets, or a month of its plan (issue 32). */
export const retirementKinds = ['CHECKOUT', 'MONTHLY_OFFSET', 'PLAN'] as const;
export type RetirementKind = (typeof retirementKinds)[number];
