import * as v from 'valibot';
import {
  badges,
  memberRelations,
  operationalDataStatuses,
  operationalDataYears,
} from '@commons/shared/domain';
import { countryNameText } from './country';
import { requiredNumber } from './fields';
import { DetailedEstimateSchema } from './footprint';
import { limits, messages } from './messages';
import { requiredText } from './text';

/** A required free-text field of the carbon forms, up to `max` characters. */
const required = (max: number) => requiredText(messages.required, { max });

/** POST /user/individual/add-family-member (docs/product-rules.md#records-and-field-names). */
export const CreateFamilyMemberSchema = v.object({
  memberRelation: v.pipe(required(limits.textMax), v.picklist(memberRelations, messages.invalid)),
  memberName: required(limits.nameMax),
  memberId: required(limits.documentIdMax),
  countryResidence: countryNameText(),
  nationality: countryNameText(),
  memberCitizenshipNo: required(limits.documentIdMax),
});
export type CreateFamilyMemberInput = v.InferInput<typeof CreateFamilyMemberSchema>;
export type CreateFamilyMember = v.InferOutput<typeof CreateFamilyMemberSchema>;

/** A family member as GET /user/individual/family-members lists it. */
export const FamilyMemberSchema = v.object({
  familyMemberId: v.string(),
  memberRelation: v.picklist(memberRelations),
  memberName: v.string(),
  memberId: v.string(),
  memberCountryResidence: v.string(),
  memberNationality: v.string(),
  memberCitizenshipNo: v.string(),
});
export type FamilyMember = v.InferOutput<typeof FamilyMemberSchema>;

/**
 * The path of PUT and DELETE /user/individual/family-members/{familyMemberId}: any text, since an
 * id that is not one of the account's members, a malformed one included, is a 404 like any other.
 */
export const FamilyMemberParamsSchema = v.object({ familyMemberId: v.string() });
export type FamilyMemberParams = v.InferOutput<typeof FamilyMemberParamsSchema>;

/** Reply of DELETE /user/individual/family-members/{familyMemberId}: the id that is gone. */
export const DeletedFamilyMemberSchema = v.object({ familyMemberId: v.string() });
export type DeletedFamilyMember = v.InferOutput<typeof DeletedFamilyMemberSchema>;

/** Upper bounds of a household's year: far above any real one, so a typo cannot make a record absurd. */
export const operationalDataMax = {
  totalNoofVehicels: 100,
  annualCarMiles: 1_000_000,
  annualElectricalConsumption: 10_000_000,
  annualWaterConsumption: 100_000_000,
} as const;

const notANumber = 'must be a number';
const atLeastZero = 'must be 0 or more';

/** A required, non-negative quantity of the operational-data form (docs/product-rules.md#validation: numbers, default 0). */
const quantity = (max: number) =>
  v.pipe(requiredNumber(notANumber), v.minValue(0, atLeastZero), v.maxValue(max, `must be at most ${max}`));

/**
 * The year of a new record: 2023 to the previous calendar year
 * (docs/product-rules.md#figures-and-limits), read from the clock at validation time so that the
 * range moves on with the new year without a deploy.
 */
const recordYear = v.pipe(
  requiredNumber(notANumber),
  v.integer('must be a whole year'),
  v.check(
    (year) => operationalDataYears(new Date()).includes(year),
    () => `must be a year from 2023 to ${new Date().getFullYear() - 1}`,
  ),
);

/** POST /operational-data/individual/add: one household's year, in the contract's field names. */
export const CreateOperationalDataSchema = v.object({
  year: recordYear,
  totalNoofVehicels: v.pipe(quantity(operationalDataMax.totalNoofVehicels), v.integer(messages.mustBeInteger)),
  annualCarMiles: quantity(operationalDataMax.annualCarMiles),
  annualElectricalConsumption: quantity(operationalDataMax.annualElectricalConsumption),
  annualWaterConsumption: quantity(operationalDataMax.annualWaterConsumption),
});
export type CreateOperationalDataInput = v.InferInput<typeof CreateOperationalDataSchema>;
export type CreateOperationalData = v.InferOutput<typeof CreateOperationalDataSchema>;

/** An operational-data record as GET /operational-data/individual/ lists it (docs/product-rules.md#records-and-field-names). */
export const OperationalDataSchema = v.object({
  operationalDataId: v.string(),
  year: v.number(),
  status: v.picklist(operationalDataStatuses),
  totalNoofVehicels: v.number(),
  annualCarMiles: v.number(),
  annualElectricalConsumption: v.number(),
  annualWaterConsumption: v.number(),
  /** Actual emissions in tonnes, once an operator approved the record. */
  emissions: v.nullable(v.number()),
  /** The shared formula's estimate at the time the record was saved. */
  estimatedEmissions: v.nullable(v.number()),
  /** Tonnes bought at checkout. */
  credits: v.number(),
  /** Tonnes retired for this year: checkout and monthly offsets. */
  offsets: v.number(),
  monthlyOffsetsDone: v.number(),
  badge: v.picklist(badges),
  /** An operator's note on a record they could not approve as it stands. */
  escalation: v.nullable(v.string()),
  createdAt: v.string(),
  /**
   * Beyond the contract: the record's retirements (its checkout, then each monthly offset),
   * newest first, so Carbon Credits can open each one's certificate.
   */
  /** Each retirement of the year, newest first; `sample`: not a real retirement (docs/product-rules.md#sample-retirements). */
  retirements: v.array(v.object({ checkoutId: v.string(), quantity: v.number(), retiredAt: v.string(), sample: v.boolean() })),
  /**
   * Beyond the contract (docs/methodology.md): the year's emissions from published factors, with
   * the factor set the record was created under. Shown beside `estimatedEmissions`, which purchases
   * use.
   */
  detailedEstimate: DetailedEstimateSchema,
});
export type OperationalData = v.InferOutput<typeof OperationalDataSchema>;

/** A record, listing or checkout id in a body or path: required, a UUID. */
export const recordIdSchema = v.pipe(v.optional(v.string(messages.required), ''), v.trim(), v.nonEmpty(messages.required), v.uuid(messages.invalid));

/**
 * The most tonnes a request may name: what one listing can hold (the database's integer).
 * Without it, a quantity such as 1e308 would reach PostgreSQL and fail there as a 500.
 */
export const creditQuantityMax = 2_147_483_647;

/** Whole tonnes to buy: at least one, at most what a listing can hold. */
const creditQuantity = v.pipe(
  requiredNumber(messages.mustBeInteger),
  v.integer(messages.mustBeInteger),
  v.minValue(1, messages.mustBePositive),
  v.maxValue(creditQuantityMax, `must be at most ${creditQuantityMax}`),
);

/**
 * POST /carbon-credits/individual/get-fifo-listing, and .../get-listings
 * (docs/product-rules.md#carbon-credits): the whole tonnes to buy.
 */
export const FifoListingRequestSchema = v.object({ requiredQuantity: creditQuantity });
export type FifoListingRequest = v.InferOutput<typeof FifoListingRequestSchema>;

/** The listing a purchase would draw from, with what the popup shows of its project. */
export const CreditListingSchema = v.object({
  listingId: v.string(),
  /** USD per tonne the project receives. */
  unitPrice: v.number(),
  /** USD per tonne the buyer pays. */
  markUpPrice: v.number(),
  projectName: v.string(),
  projectId: v.string(),
  registry: v.string(),
  country: v.string(),
  vintage: v.number(),
  methodology: v.string(),
  /** Tonnes still for sale. */
  available: v.number(),
  /** Whether the project takes orders paid by bank transfer: its provider set the account (docs/product-rules.md#bank-transfer-orders). */
  bankTransfer: v.boolean(),
});
export type CreditListing = v.InferOutput<typeof CreditListingSchema>;

/**
 * POST /operational-data/individual/checkout: buy the record's credits from the listing shown,
 * the FIFO one or another project's the buyer chose, `quantity` tonnes: at least the
 * year's required quantity, which is what a checkout without it buys.
 */
export const CheckoutSchema = v.object({
  listingId: recordIdSchema,
  operationalDataId: recordIdSchema,
  quantity: v.optional(creditQuantity),
});
export type Checkout = v.InferOutput<typeof CheckoutSchema>;

/** POST /carbon-offsets/individual/monthly-offset */
export const MonthlyOffsetSchema = v.object({ operationalDataId: recordIdSchema });
export type MonthlyOffset = v.InferOutput<typeof MonthlyOffsetSchema>;

/** GET /carbon-credits/confirmation-certificate?checkoutId= */
export const CertificateQuerySchema = v.object({ checkoutId: recordIdSchema });
export type CertificateQuery = v.InferOutput<typeof CertificateQuerySchema>;

/**
 * The path of GET /carbon-credits/certificates/{checkoutId}: any text, since an id that names no
 * certificate, a malformed one included, is a 404: the page says "not found" whatever the link.
 */
export const CertificateParamsSchema = v.object({ checkoutId: v.string() });
export type CertificateParams = v.InferOutput<typeof CertificateParamsSchema>;

/**
 * What the public verification page shows of a certificate (GET
 * /carbon-credits/certificates/{checkoutId}): what it retired and the name printed on it,
 * nothing else about the account.
 */
export const CertificateVerificationSchema = v.object({
  checkoutId: v.string(),
  beneficiary: v.string(),
  quantity: v.number(),
  projectName: v.string(),
  projectId: v.string(),
  registry: v.string(),
  country: v.string(),
  vintage: v.number(),
  /** The registry's unit (VER, VCU, CER, ...; shared `creditUnitOf`); absent for a registry not known. */
  unit: v.optional(v.string()),
  /** The year whose household footprint the units offset. */
  footprintYear: v.number(),
  /** For a monthly offset, which of the year's twelve it was (1 = January). */
  footprintMonth: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
  /** For a plan's month, the year's footprint in whole tonnes it covered part of (`2 t of 2024's 12 t`). */
  yearTonnes: v.optional(v.number()),
  serialRange: v.string(),
  retiredAt: v.string(),
  /** A sample, not a real retirement (docs/product-rules.md#sample-retirements): the page must not call it genuine. */
  sample: v.boolean(),
  /** Where the registry shows the retired units (shared `registryRetirementUrl`); absent for a sample or a registry not known. */
  registryRetirementUrl: v.optional(v.string()),
});
export type CertificateVerification = v.InferOutput<typeof CertificateVerificationSchema>;
