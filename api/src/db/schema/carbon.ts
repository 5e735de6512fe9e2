import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  badges,
  firstCarbonYear,
  memberRelations,
  monthsPerYear,
  operationalDataStatuses,
  retirementKinds,
  type Badge,
  type MemberRelation,
  type OperationalDataStatus,
  type RetirementKind,
} from '@commons/shared/domain';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { individuals } from './individuals';
import { projects } from './projects';

/** Integer cents, as the wallet keeps them. */
const cents = (name: string) => bigint(name, { mode: 'number' });

const owner = () =>
  uuid('owner_id')
    .notNull()
    .references(() => individuals.id, { onDelete: 'cascade' });

/**
 * The member (owner or sub-user) who made the row. Deleting a sub-user keeps the account's
 * records (they stay keyed by `owner_id`) and leaves this null: "a deleted member".
 */
const creator = () => uuid('created_by').references(() => individuals.id, { onDelete: 'set null' });

/**
 * The account's family members (docs/product-rules.md#records-and-field-names), keyed by the owning
 * account (sub-users add to their owner's). `seq` lists them oldest first, in the order they were
 * added.
 */
export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    ownerId: owner(),
    createdBy: creator(),
    relation: text('relation').$type<MemberRelation>().notNull(),
    name: text('name').notNull(),
    memberId: text('member_id').notNull(),
    countryResidence: text('country_residence').notNull(),
    nationality: text('nationality').notNull(),
    citizenshipNo: text('citizenship_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('family_members_owner_seq_idx').on(t.ownerId, t.seq),
    check('family_members_relation_valid', isOneOf(t.relation, memberRelations)),
  ],
);

/**
 * One household year of an account (docs/product-rules.md#records-and-field-names). Saved ESTIMATED
 * with the shared formula's estimate; an operator approves it with the actual emissions. `credits`
 * counts the tonnes bought at checkout, `offsets` every tonne retired for the year (checkout and
 * monthly offsets), and `badge` turns BLUE once the offsets cover the counted emissions.
 */
export const operationalData = pgTable(
  'operational_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: owner(),
    createdBy: creator(),
    year: integer('year').notNull(),
    status: text('status').$type<OperationalDataStatus>().notNull().default('ESTIMATED'),
    totalVehicles: integer('total_vehicles').notNull(),
    annualCarMiles: doublePrecision('annual_car_miles').notNull(),
    annualElectricalConsumption: doublePrecision('annual_electrical_consumption').notNull(),
    annualWaterConsumption: doublePrecision('annual_water_consumption').notNull(),
    /** Whole tonnes, as an operator approves them; null until then. */
    emissions: integer('emissions'),
    /** Whole tonnes, a multiple of 12 (the shared formula). */
    estimatedEmissions: integer('estimated_emissions').notNull(),
    credits: integer('credits').notNull().default(0),
    offsets: integer('offsets').notNull().default(0),
    monthlyOffsetsDone: integer('monthly_offsets_done').notNull().default(0),
    badge: text('badge').$type<Badge>().notNull().default('GRAY'),
    escalation: text('escalation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The footprint factor set (shared `footprintFactorSets`) the detailed estimate is computed with. */
    factorSetVersion: text('factor_set_version').notNull(),
    /** The holder's profile country at saving ('' when none): the detailed estimate's grid. */
    householdCountry: text('household_country').notNull(),
    /** The family members counted at saving, as the contract's estimate counted them. */
    householdMembers: integer('household_members').notNull(),
  },
  (t) => [
    uniqueIndex('operational_data_owner_year_unique').on(t.ownerId, t.year),
    check('operational_data_status_valid', isOneOf(t.status, operationalDataStatuses)),
    check('operational_data_badge_valid', isOneOf(t.badge, badges)),
    check('operational_data_year_valid', sql`${t.year} >= ${sql.raw(String(firstCarbonYear))}`),
    check(
      'operational_data_numbers_not_negative',
      sql`${t.totalVehicles} >= 0 and ${t.annualCarMiles} >= 0 and ${t.annualElectricalConsumption} >= 0 and ${t.annualWaterConsumption} >= 0`,
    ),
    check(
      'operational_data_tonnes_not_negative',
      sql`coalesce(${t.emissions}, 0) >= 0 and ${t.estimatedEmissions} >= 0 and ${t.credits} >= 0 and ${t.offsets} >= 0`,
    ),
    check('operational_data_factor_set_version_valid', sql`${t.factorSetVersion} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('operational_data_household_members_not_negative', sql`${t.householdMembers} >= 0`),
    check(
      'operational_data_monthly_offsets_range',
      sql`${t.monthlyOffsetsDone} between 0 and ${sql.raw(String(monthsPerYear))}`,
    ),
  ],
);

/**
 * The marketplace's credit listings: a registry's serial block of `quantity` units (one tonne
 * each), sold from unit `nextSerial` on. `remaining` and `nextSerial` move together under the
 * row's lock, so the block is never oversold and no unit is sold twice.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectName: text('project_name').notNull(),
    registry: text('registry').notNull(),
    /** The described project; a listing of a project without its disclosure is refused. */
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    country: text('country').notNull(),
    vintage: integer('vintage').notNull(),
    methodology: text('methodology').notNull(),
    /** The block's identifier, the serials' prefix; the data file is loaded idempotently by it. */
    serialPrefix: text('serial_prefix').notNull().unique(),
    quantity: integer('quantity').notNull(),
    remaining: integer('remaining').notNull(),
    /**
     * Tonnes held by bank-transfer orders not yet paid: out of `remaining`, not yet serialled; paid,
     * they take the next serials, cancelled, they return to `remaining` (docs/product-rules.md#bank-transfer-orders).
     */
    reserved: integer('reserved').notNull().default(0),
    /** The next unit to sell, counted from 1 inside the block. */
    nextSerial: integer('next_serial').notNull().default(1),
    unitPriceCents: cents('unit_price_cents').notNull(),
    markUpPriceCents: cents('mark_up_price_cents').notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('listings_fifo_idx').on(t.listedAt, t.id),
    index('listings_project_id_idx').on(t.projectId),
    check('listings_quantity_positive', sql`${t.quantity} > 0`),
    check('listings_remaining_not_negative', sql`${t.remaining} >= 0`),
    check('listings_reserved_not_negative', sql`${t.reserved} >= 0`),
    check('listings_serials_add_up', sql`${t.nextSerial} - 1 + ${t.remaining} + ${t.reserved} = ${t.quantity}`),
    check('listings_prices_valid', sql`${t.unitPriceCents} >= 0 and ${t.markUpPriceCents} >= ${t.unitPriceCents}`),
  ],
);

/**
 * Units retired for an account: a checkout's or a monthly offset's. Its `id` is the checkout id
 * and names the certificate, random so that nobody can guess another's. The serial range lies
 * inside the listing's block and was taken under the listing's lock; the unique start per
 * listing is a second guard against a range being issued twice.
 */
export const retirements = pgTable(
  'retirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    ownerId: owner(),
    createdBy: creator(),
    operationalDataId: uuid('operational_data_id')
      .notNull()
      .references(() => operationalData.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    kind: text('kind').$type<RetirementKind>().notNull(),
    quantity: integer('quantity').notNull(),
    serialStart: integer('serial_start').notNull(),
    serialEnd: integer('serial_end').notNull(),
    amountCents: cents('amount_cents').notNull(),
    feeCents: cents('fee_cents').notNull(),
    /** The owner's name as printed on the certificate at the time. */
    beneficiary: text('beneficiary').notNull(),
    /**
     * A sample, not a real retirement: decided when it is made, so no later change un-samples it
     * (shared `isSampleRetirement`, docs/product-rules.md#sample-retirements).
     */
    sample: boolean('sample').notNull(),
    /** For a plan's month: the year's footprint in whole tonnes the plan was covering, which its certificate names. */
    yearTonnes: integer('year_tonnes'),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('retirements_operational_data_idx').on(t.operationalDataId, t.seq),
    uniqueIndex('retirements_listing_serial_start_unique').on(t.listingId, t.serialStart),
    uniqueIndex('retirements_listing_serial_end_unique').on(t.listingId, t.serialEnd),
    check('retirements_kind_valid', isOneOf(t.kind, retirementKinds)),
    check('retirements_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'retirements_serials_match_quantity',
      sql`${t.serialStart} >= 1 and ${t.serialEnd} - ${t.serialStart} + 1 = ${t.quantity}`,
    ),
    check('retirements_amounts_valid', sql`${t.amountCents} >= 0 and ${t.feeCents} >= 0`),
    check('retirements_year_tonnes_of_plans', sql`(${t.kind} = 'PLAN') = (${t.yearTonnes} is not null) and coalesce(${t.yearTonnes}, 0) >= 0`),
  ],
);

export type FamilyMemberRow = typeof familyMembers.$inferSelect;
export type OperationalDataRow = typeof operationalData.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;
export type RetirementRow = typeof retirements.$inferSelect;
