import { ConsoleProjectsQuerySchema, ConsoleProjectsSchema, DataUploadPreviewSchema, DataUploadSaveSchema, SeedReportSchema } from '../schemas/console-projects';
import type { StaffRole } from '../schemas/console';
import { defineConsoleEndpoint } from './console-endpoint';

// What is for sale, and the operator's projects and listings files (docs/api.md#the-console-api).
// A save runs the `projects seed` or `listings seed` ops command as the staff member.

/** Who manages what is for sale: operators only (typed wide, as every console rule's roles are read). */
const operators: readonly StaffRole[] = ['operator'];

/** A page of projects by name, each with its listings and the tonnes left: `projects list` and `listings list` together. */
export const consoleProjects = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/projects',
  query: ConsoleProjectsQuerySchema,
  reply: ConsoleProjectsSchema,
  access: { roles: operators },
  summary: 'Every project with its listings and the tonnes left of each',
});

/** A dry run of the seed on an uploaded file: what it would add, update or leave, or its problems (400). */
export const previewDataUpload = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/projects/preview',
  body: DataUploadPreviewSchema,
  reply: SeedReportSchema,
  access: { roles: operators },
  summary: 'Check a projects or listings file as the seed would, and say what saving it would do; saves nothing',
});

/** Runs the seed on an uploaded file, with a reason; audited as the staff member. */
export const saveDataUpload = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/projects/save',
  body: DataUploadSaveSchema,
  reply: SeedReportSchema,
  access: { roles: operators },
  summary: 'Save a projects or listings file as `pnpm ops projects seed` or `listings seed` would, with a reason',
});
