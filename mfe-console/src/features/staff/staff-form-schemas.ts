import {
  ApproveRecoveryRequestSchema,
  ChangeStaffRoleSchema,
  InviteStaffSchema,
  RefuseRecoveryRequestSchema,
  StaffActionSchema,
} from '@commons/shared/schemas';
import * as v from 'valibot';
import { StepUpCodeSchema } from '../../components/step-up-code-schema';

// The Staff screen's forms: each endpoint's own body schema, plus the code of the operator's
// app that confirms the change; a provider's projects are typed as one line.

/** "GS1, GS2" as the list of ids the API takes. */
const projectsLine = v.pipe(
  v.optional(v.string(), ''),
  v.transform((line) => line.split(/[\s,]+/).filter((id) => id !== '')),
);

export const InviteFormSchema = v.object({ ...InviteStaffSchema.entries, projects: projectsLine, code: StepUpCodeSchema });
export type InviteFormInput = v.InferInput<typeof InviteFormSchema>;
export type InviteForm = v.InferOutput<typeof InviteFormSchema>;

export const RoleFormSchema = v.object({ ...ChangeStaffRoleSchema.entries, projects: projectsLine, code: StepUpCodeSchema });
export type RoleFormInput = v.InferInput<typeof RoleFormSchema>;
export type RoleForm = v.InferOutput<typeof RoleFormSchema>;

export const AccessFormSchema = v.object({ ...StaffActionSchema.entries, code: StepUpCodeSchema });
export type AccessFormInput = v.InferInput<typeof AccessFormSchema>;
export type AccessForm = v.InferOutput<typeof AccessFormSchema>;

export const ApproveFormSchema = v.object({ ...ApproveRecoveryRequestSchema.entries, code: StepUpCodeSchema });
export type ApproveFormInput = v.InferInput<typeof ApproveFormSchema>;
export type ApproveForm = v.InferOutput<typeof ApproveFormSchema>;

export const RefuseFormSchema = v.object({ ...RefuseRecoveryRequestSchema.entries, code: StepUpCodeSchema });
export type RefuseFormInput = v.InferInput<typeof RefuseFormSchema>;
export type RefuseForm = v.InferOutput<typeof RefuseFormSchema>;
