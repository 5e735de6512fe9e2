import * as v from 'valibot';
import { publicBeneficiaryChoices, publicBeneficiaryMessages } from '@commons/shared/domain';
import { messages } from './messages';
import { minVisibleLength, requiredText } from './text';

/** The bounds of a public page's handle and display name (docs/product-rules.md#the-public-impact-page). */
export const publicPageLimits = { handleMin: 3, handleMax: 30, displayNameMax: 60 } as const;

/**
 * Handles that would read as the site speaking, or as one of its addresses: refused whatever
 * their case, so nobody's page passes for an official one.
 */
export const reservedHandles: readonly string[] = [
  'about', 'account', 'admin', 'administrator', 'api', 'carbon-commons', 'carboncommons', 'commons',
  'contact', 'dashboard', 'faq', 'help', 'impact', 'login', 'logout', 'me', 'moderator', 'new', 'null',
  'official', 'operator', 'profile', 'register', 'root', 'security', 'settings', 'staff', 'support',
  'system', 'undefined', 'verify', 'wallet',
];

/** The messages of the handle's rules, for the form and the API alike. */
export const handleMessages = {
  tooShort: `must be at least ${publicPageLimits.handleMin} characters`,
  characters: 'may contain only the letters a to z, digits and hyphens',
  edges: 'must start and end with a letter or a digit',
  doubleHyphen: 'must not contain two hyphens in a row',
  reserved: 'is reserved: choose another',
} as const;

/**
 * A public page's handle, the `<handle>` of `/u/<handle>`: 3 to 30 letters a-z, digits and
 * single hyphens, starting and ending with a letter or digit, not a reserved word. Kept as typed;
 * two handles that differ only in case are the same handle (the database's unique index is on
 * its lower case).
 */
export const handleText = () =>
  v.pipe(
    requiredText(messages.required, { max: publicPageLimits.handleMax }),
    minVisibleLength(publicPageLimits.handleMin, handleMessages.tooShort),
    v.regex(/^[a-z0-9-]+$/i, handleMessages.characters),
    v.regex(/^[a-z0-9](.*[a-z0-9])?$/i, handleMessages.edges),
    v.check((handle) => !handle.includes('--'), handleMessages.doubleHyphen),
    v.check((handle) => !reservedHandles.includes(handle.toLowerCase()), handleMessages.reserved),
  );

/** PUT /user/individual/public-page: the page on or off, under its handle and display name. */
export const UpdatePublicPageSchema = v.object({
  enabled: v.boolean('must be true or false'),
  handle: handleText(),
  /** The only name the page shows, the person's choice: any text, like every other field. */
  displayName: requiredText(messages.required, { max: publicPageLimits.displayNameMax }),
});
export type UpdatePublicPageInput = v.InferInput<typeof UpdatePublicPageSchema>;
export type UpdatePublicPage = v.InferOutput<typeof UpdatePublicPageSchema>;

/**
 * The path of GET /impact/{handle} and its share image: any text, since a handle nobody has, a
 * malformed one included, is a 404 like a page turned off.
 */
export const PublicImpactParamsSchema = v.object({ handle: v.string() });
export type PublicImpactParams = v.InferOutput<typeof PublicImpactParamsSchema>;

/** GET /user/individual/public-page: the owner's settings; no handle until one is chosen. */
export const PublicPageSettingsSchema = v.object({
  enabled: v.boolean(),
  handle: v.nullable(v.string()),
  displayName: v.nullable(v.string()),
});
export type PublicPageSettings = v.InferOutput<typeof PublicPageSettingsSchema>;

/** One retirement (certificate) as the public page shows it: what was retired, nothing of who. */
export const PublicCertificateSchema = v.object({
  checkoutId: v.string(),
  quantity: v.number(),
  /** The registry's unit (VER, VCU, CER, ...); absent for a registry not known. */
  unit: v.optional(v.string()),
  projectName: v.string(),
  projectId: v.string(),
  registry: v.string(),
  /** The project's page in its registry (shared `registryProjectUrl`); absent when not known. */
  registryUrl: v.optional(v.string()),
  country: v.string(),
  vintage: v.number(),
  serialRange: v.string(),
  retiredAt: v.string(),
  /** A sample, not a real retirement (docs/product-rules.md#sample-retirements). */
  sample: v.boolean(),
  /** Where the registry shows the retired units (shared `registryRetirementUrl`); absent for a sample or a registry not known. */
  registryRetirementUrl: v.optional(v.string()),
});
export type PublicCertificate = v.InferOutput<typeof PublicCertificateSchema>;

/**
 * GET /impact/{handle}: the public page of one account: its display name, the tonnes
 * retired per calendar year (UTC) and each certificate, newest first. Nothing else personal.
 */
export const PublicImpactSchema = v.object({
  handle: v.string(),
  displayName: v.string(),
  totalTonnes: v.number(),
  /** Of the total, the tonnes of sample retirements, which the page says are not real. */
  sampleTonnes: v.number(),
  years: v.array(v.object({ year: v.number(), tonnes: v.number() })),
  certificates: v.array(PublicCertificateSchema),
});
export type PublicImpact = v.InferOutput<typeof PublicImpactSchema>;

/** PUT /user/individual/public-page/beneficiary: whom a certificate's public views name. */
export const UpdatePublicBeneficiarySchema = v.object({
  shown: v.picklist(publicBeneficiaryChoices, publicBeneficiaryMessages.choice),
});
export type UpdatePublicBeneficiary = v.InferOutput<typeof UpdatePublicBeneficiarySchema>;

/**
 * GET /user/individual/public-page/beneficiary: the owner's choice, and the name the public views
 * of the account's certificates show with it now.
 */
export const PublicBeneficiarySchema = v.object({
  shown: v.picklist(publicBeneficiaryChoices),
  shownAs: v.string(),
});
export type PublicBeneficiary = v.InferOutput<typeof PublicBeneficiarySchema>;
