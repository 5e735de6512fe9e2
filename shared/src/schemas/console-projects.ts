import * as v from 'valibot';
import { ConsolePageSchema, ConsoleSearchSchema, consoleTableQuery } from './console-paging';
import { reviewReasonMax } from './console-reviews';
import { requiredText } from './text';

// The console's Projects screen (docs/api.md#the-console-api): what is for sale, and an
// operator's projects or listings file, previewed, then saved by the `projects seed` or
// `listings seed` ops command run as the staff member (docs/operations.md#operator-commands).

/** The largest data file the console uploads: the body limit of its preview and save routes. */
export const dataUploadMaxBytes = 256 * 1024;

/** The two data files an operator uploads: api/data/projects.json's shape, or api/data/listings.json's. */
export const dataUploadKinds = ['projects', 'listings'] as const;
export type DataUploadKind = (typeof dataUploadKinds)[number];

/**
 * A data file as uploaded: its name (which every problem names, as the command line names the
 * file's path) and its text, parsed and checked by the server with the seed's own rules.
 */
export const DataUploadSchema = v.object({
  name: requiredText('File name is required', { max: 200 }),
  content: v.string('content must be the file\'s text'),
});
export type DataUpload = v.InferOutput<typeof DataUploadSchema>;

/** POST /api/console/projects/preview: which seed, and the file. */
export const DataUploadPreviewSchema = v.object({
  kind: v.picklist(dataUploadKinds, `kind must be one of ${dataUploadKinds.join(', ')}`),
  file: DataUploadSchema,
});
export type DataUploadPreviewInput = v.InferInput<typeof DataUploadPreviewSchema>;

/** POST /api/console/projects/save: the same, and why, kept in the audit event. */
export const DataUploadSaveSchema = v.object({
  ...DataUploadPreviewSchema.entries,
  reason: requiredText('Reason is required: say why you change what is for sale', { max: reviewReasonMax }),
});
export type DataUploadSaveInput = v.InferInput<typeof DataUploadSaveSchema>;

/** What a seed does, or would do, to one project or listing of the file. */
export const seedOutcomes = ['added', 'updated', 'unchanged'] as const;

/** One project (by id) or listing (by serial block) of the file and what the seed does to it. */
export const SeedLineSchema = v.object({
  id: v.string(),
  name: v.string(),
  outcome: v.picklist(seedOutcomes),
});
export type SeedLine = v.InferOutput<typeof SeedLineSchema>;

/** Reply of the preview and the save: `saved` false for a dry run. */
export const SeedReportSchema = v.object({
  kind: v.picklist(dataUploadKinds),
  saved: v.boolean(),
  lines: v.array(SeedLineSchema),
});
export type SeedReport = v.InferOutput<typeof SeedReportSchema>;

/** One listing of a project in the console: its serial block and the tonnes left of it. */
export const ConsoleListingSchema = v.object({
  listingId: v.string(),
  serialPrefix: v.string(),
  vintage: v.number(),
  quantity: v.number(),
  remaining: v.number(),
  active: v.boolean(),
});
export type ConsoleListing = v.InferOutput<typeof ConsoleListingSchema>;

/** One project in the console, with every listing of it and the tonnes its active listings have left. */
export const ConsoleProjectSchema = v.object({
  projectId: v.string(),
  name: v.string(),
  sample: v.boolean(),
  pictures: v.number(),
  availableTonnes: v.number(),
  listings: v.array(ConsoleListingSchema),
});
export type ConsoleProject = v.InferOutput<typeof ConsoleProjectSchema>;

/** The columns the projects list sorts by. */
export const consoleProjectsSorts = ['name', 'availableTonnes', 'pictures'] as const;

/** Which projects to show: the samples the site starts with, or the real ones an operator added. */
export const projectKinds = ['real', 'sample'] as const;

/** GET /api/console/projects: a numbered page, by name unless asked, of one kind, searched by name or id. */
export const ConsoleProjectsQuerySchema = v.object({
  ...consoleTableQuery(consoleProjectsSorts, { sort: 'name', order: 'asc' }).entries,
  kind: v.optional(v.picklist(projectKinds, `must be one of ${projectKinds.join(', ')}`)),
  q: ConsoleSearchSchema,
});
export type ConsoleProjectsQueryInput = v.InferInput<typeof ConsoleProjectsQuerySchema>;
export type ConsoleProjectsQuery = v.InferOutput<typeof ConsoleProjectsQuerySchema>;

/** Reply of GET /api/console/projects: one numbered page of projects. */
export const ConsoleProjectsSchema = v.object({ projects: v.array(ConsoleProjectSchema), ...ConsolePageSchema.entries });
export type ConsoleProjects = v.InferOutput<typeof ConsoleProjectsSchema>;
