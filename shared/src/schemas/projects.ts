import * as v from 'valibot';
import { creditUnitOf, knownRegistries } from '@commons/shared/domain';
import { CreditListingSchema } from './carbon';
import { countryNameText } from './country';
import { requiredNumber } from './fields';
import { limits, messages } from './messages';
import { requiredText } from './text';

/**
 * The projects the listings belong to (docs/product-rules.md#carbon-credits), with the disclosure
 * California asks of voluntary offset sellers (AB 1305, Health and Safety Code 44475) and the FAQ's
 * rules for a project's page: a description of at most 500 words, pictures of at least 800x600 in
 * 4:3.
 */
export const projectLimits = {
  /** The registry's project id (`GS2443`, `VCS612`, `CDM-8261`): the same as `listings.project_id`. */
  idMax: 40,
  descriptionWords: 500,
  /** Characters, beside the words: 500 long words still fit; a pasted book does not. */
  descriptionMax: 8000,
  urlMax: 500,
  pictureMinWidth: 800,
  pictureMinHeight: 600,
  /** Pictures of one project: at least one, at most this many. */
  picturesMax: 8,
  /** The oldest and newest years a vintage or crediting period may name. */
  yearMin: 1990,
  yearMax: 2100,
} as const;

/** The kinds of picture a project may show: what browsers display everywhere. */
export const projectPictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ProjectPictureType = (typeof projectPictureTypes)[number];

/** Whether a project removes carbon from the air or avoids emitting it (AB 1305 asks which). */
export const projectEffects = ['removal', 'avoidance'] as const;
export type ProjectEffect = (typeof projectEffects)[number];

/** Letters and digits, in groups joined by single dashes: `GS2443`, `CDM-8261`. */
const projectIdPattern = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/** A project id in a path or a file: required, then the registry's id shape ("invalid"). */
export const ProjectIdSchema = v.pipe(
  v.optional(v.string(messages.required), ''),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(projectLimits.idMax, messages.invalid),
  v.regex(projectIdPattern, messages.invalid),
);

/** Path parameters of GET /projects/{projectId}. */
export const ProjectParamsSchema = v.object({ projectId: ProjectIdSchema });
export type ProjectParams = v.InferOutput<typeof ProjectParamsSchema>;

/**
 * Path parameters of a picture: its project and its content key (the sha256 of its bytes, 64
 * hex digits). The key is any text here: one the project does not show, malformed or not, is a
 * 404 "No such picture", as the address of bytes that are not there.
 */
export const PictureParamsSchema = v.object({
  projectId: ProjectIdSchema,
  pictureId: v.pipe(v.string(), v.description("The picture's content key: the sha256 of its bytes, 64 hex digits")),
});
export type PictureParams = v.InferOutput<typeof PictureParamsSchema>;

/** Words as a reader counts them: runs of characters between white space. */
export const wordCount = (text: string): number => text.split(/[\p{White_Space}]+/u).filter((word) => word !== '').length;

const required = (max: number = limits.textMax) => requiredText(messages.required, { max });

/** A registry whose unit the certificate can name (shared `registryUnits`), like the listings file's. */
const registryText = v.pipe(
  required(),
  v.check((name) => creditUnitOf(name) !== undefined, () => `must be one of ${knownRegistries()}`),
);

/** The project's page in its registry: an https address. */
const registryUrlText = v.pipe(
  required(projectLimits.urlMax),
  v.url(messages.invalid),
  v.check((url) => url.startsWith('https://'), 'must be an https address'),
);

/** A calendar date written YYYY-MM-DD, within the years a crediting period may name. */
const dateText = v.pipe(
  required(10),
  v.isoDate('must be a date written YYYY-MM-DD'),
  v.check((date) => {
    const year = Number(date.slice(0, 4));
    return year >= projectLimits.yearMin && year <= projectLimits.yearMax;
  }, `must be a date from ${projectLimits.yearMin} to ${projectLimits.yearMax}`),
);

const yearNumber = v.pipe(
  requiredNumber(messages.mustBeInteger),
  v.integer(messages.mustBeInteger),
  v.minValue(projectLimits.yearMin, `must be a year from ${projectLimits.yearMin} to ${projectLimits.yearMax}`),
  v.maxValue(projectLimits.yearMax, `must be a year from ${projectLimits.yearMin} to ${projectLimits.yearMax}`),
);

const coordinate = (bound: number) =>
  v.pipe(
    requiredNumber('must be a number'),
    v.minValue(-bound, `must be from -${bound} to ${bound}`),
    v.maxValue(bound, `must be from -${bound} to ${bound}`),
  );

/** A description of at most 500 words: line breaks allowed, like every multi-line field. */
const descriptionText = v.pipe(
  requiredText(messages.required, { max: projectLimits.descriptionMax, multiline: true }),
  v.check(
    (text) => wordCount(text) <= projectLimits.descriptionWords,
    (issue) => `must be at most ${projectLimits.descriptionWords} words (it has ${wordCount(String(issue.input))})`,
  ),
);

/**
 * A project's fields as an operator adds or edits them (the projects file, one entry): the
 * AB 1305 disclosure, where it is, its description and whether it is a sample. Its pictures
 * are checked beside it by the API, which reads their bytes (`ProjectPictureTextSchema` here).
 */
export const ProjectFieldsSchema = v.pipe(
  v.object({
    projectId: ProjectIdSchema,
    name: required(),
    registry: registryText,
    registryUrl: registryUrlText,
    methodology: required(),
    projectType: required(),
    effect: v.picklist(projectEffects, `must be one of ${projectEffects.join(', ')}`),
    country: countryNameText(),
    region: required(),
    latitude: coordinate(90),
    longitude: coordinate(180),
    creditingPeriodStart: dateText,
    creditingPeriodEnd: dateText,
    vintages: v.pipe(
      v.array(yearNumber, 'must be a list of years'),
      v.minLength(1, messages.required),
      v.check((years) => new Set(years).size === years.length, 'must not name a year twice'),
      v.transform((years) => [...years].sort((a, b) => a - b)),
    ),
    durability: required(),
    verificationBody: required(),
    description: descriptionText,
    /** An illustrative project shipped with the code, not a real offer: its page says so. */
    sample: v.optional(v.boolean('must be true or false'), false),
  }),
  v.forward(
    v.check(
      (project) => project.creditingPeriodEnd > project.creditingPeriodStart,
      'must be after creditingPeriodStart',
    ),
    ['creditingPeriodEnd'],
  ),
);
export type ProjectFieldsInput = v.InferInput<typeof ProjectFieldsSchema>;
export type ProjectFields = v.InferOutput<typeof ProjectFieldsSchema>;

/** What a picture says in words, for a reader who cannot see it: required, like every text field. */
export const ProjectPictureTextSchema = v.object({ alt: required() });

/** A smaller copy of a picture for narrow screens: where to fetch it and its size in pixels. */
export const ProjectPictureRenditionSchema = v.object({
  /** Absolute path of the bytes (WebP), addressed like the picture's own; cached for good. */
  url: v.string(),
  width: v.number(),
  height: v.number(),
});
export type ProjectPictureRendition = v.InferOutput<typeof ProjectPictureRenditionSchema>;

/** A picture as the public API describes it: where to fetch it (under the API's base path) and its alt text. */
export const ProjectPictureSchema = v.object({
  /** Absolute path of the bytes, e.g. `/api/api/projects/GS2443/pictures/<sha-256>`; cached for good. */
  url: v.string(),
  alt: v.string(),
  width: v.number(),
  height: v.number(),
  /**
   * The picture at 640x480 in WebP, for a screen that shows it small (a `srcset` candidate
   * beside `url`); null for a picture saved before renditions were made, until a re-seed.
   */
  small: v.nullable(ProjectPictureRenditionSchema),
  /**
   * The picture at 1280x960 in WebP, for a dense phone screen's lead picture; null for a
   * picture not wider than that (the original serves) or saved before renditions were made.
   */
  large: v.nullable(ProjectPictureRenditionSchema),
});
export type ProjectPicture = v.InferOutput<typeof ProjectPictureSchema>;

/** USD per tonne the buyer pays (the credit's price plus the platform's fee), cheapest and dearest. */
export const PriceRangeSchema = v.object({ min: v.number(), max: v.number() });
export type PriceRange = v.InferOutput<typeof PriceRangeSchema>;

/** One project as GET /projects lists it: enough for a card and a point on the map. */
export const ProjectSummarySchema = v.object({
  projectId: v.string(),
  name: v.string(),
  projectType: v.string(),
  effect: v.picklist(projectEffects),
  country: v.string(),
  region: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  sample: v.boolean(),
  /** The first picture. */
  picture: ProjectPictureSchema,
  /** Tonnes still for sale in the project's active listings. */
  availableTonnes: v.number(),
  /** Null when no active listing has tonnes left. */
  priceRange: v.nullable(PriceRangeSchema),
});
export type ProjectSummary = v.InferOutput<typeof ProjectSummarySchema>;

/** Everything GET /projects/{projectId} tells: the disclosure, the pictures and the active listings. */
export const ProjectSchema = v.object({
  ...ProjectSummarySchema.entries,
  registry: v.string(),
  registryUrl: v.string(),
  methodology: v.string(),
  creditingPeriodStart: v.string(),
  creditingPeriodEnd: v.string(),
  vintages: v.array(v.number()),
  durability: v.string(),
  verificationBody: v.string(),
  description: v.string(),
  pictures: v.array(ProjectPictureSchema),
  /** Active listings with tonnes left, oldest first (the FIFO order). */
  listings: v.array(CreditListingSchema),
  updatedAt: v.string(),
});
export type Project = v.InferOutput<typeof ProjectSchema>;
