import {
  ApproveRecoveryRequestSchema,
  ChangeStaffRoleSchema,
  ConsoleCodeSchema,
  InviteStaffSchema,
  RefuseRecoveryRequestSchema,
  StaffActionSchema,
} from '@commons/shared/schemas';
import * as v from 'valibot';

// The Staff screen's forms: each endpoint's own body schema, plus the code of the operator's
// app that confirms the change; a provider's projects are typed as one line.

/** "GS1, GS2" as the list of ids the API takes. */
const projectsLine = v.pipe(
  v.optional(v.string(), ''),
  v.transform((line) => line.split(/[\s,]+/).filter((id) => id !== '')),
);

export const InviteFormSchema = v.object({ ...InviteStaffSchema.entries, projects: projectsLine, code: ConsoleCodeSchema });
export type InviteFormInput = v.InferInput<typeof InviteFormSchema>;
export type InviteForm = v.InferOutput<typeof InviteFormSchema>;

export const RoleFormSchema = v.object({ ...ChangeStaffRoleSchema.entries, projects: projectsLine, code: ConsoleCodeSchema });
export type RoleFormInput = v.InferInput<typeof RoleFormSchema>;
export type RoleForm = v.InferOutput<typeof RoleFormSchema>;

export const AccessFormSchema = v.object({ ...StaffActionSchema.entries, code: ConsoleCodeSchema });
export type AccessFormInput = v.InferInput<typeof AccessFormSchema>;
export type AccessForm = v.InferOutput<typeof AccessFormSchema>;

export const ApproveFormSchema = v.object({ ...ApproveRecoveryRequestSchema.entries, code: ConsoleCodeSchema });
export type ApproveFormInput = v.InferInput<typeof ApproveFormSchema>;
export type ApproveForm = v.InferOutput<typeof ApproveFormSchema>;

export const RefuseFormSchema = v.object({ ...RefuseRecoveryRequestSchema.entries, code: ConsoleCodeSchema });
export type RefuseFormInput = v.InferInput<typeof RefuseFormSchema>;
export type RefuseForm = v.InferOutput<typeof RefuseFormSchema>;
