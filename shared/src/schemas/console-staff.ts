import * as v from 'valibot';
import { EmailSchema } from './auth';
import { StaffRoleSchema, staffRoles } from './console';
import { ConsolePageSchema, ConsoleSearchSchema, consoleTableQuery } from './console-paging';
import { requiredText } from './text';

// The console's Staff screen (docs/operations.md#staff): the operator's `pnpm ops staff`
// commands, with a reason for every change to a person's access.

/** Whether a staff member may sign in: invited (no password yet), active, or disabled by an operator. */
export const StaffStatusSchema = v.picklist(['invited', 'active', 'disabled']);
export type StaffStatus = v.InferOutput<typeof StaffStatusSchema>;

/** The statuses, in the order the console lists them. */
export const staffStatuses = StaffStatusSchema.options;

const roleMessage = `role must be one of ${staffRoles.join(', ')}`;
const role = v.picklist(StaffRoleSchema.options, roleMessage);

/** A provider's project ids; the server checks that they exist and that only a provider has some. */
const projects = v.optional(v.array(requiredText('project id is required', { max: 100 })), []);

/** Why an operator changes someone's access: recorded in the audit. */
export const staffReason = requiredText('A reason is required', { max: 500 });

/** The columns the staff list sorts by. */
export const staffListSorts = ['name', 'email', 'role', 'status'] as const;

/** GET /api/console/staff: a page by email unless asked, optionally one role, one status, and a search by email or name. */
export const StaffListQuerySchema = v.object({
  ...consoleTableQuery(staffListSorts, { sort: 'email', order: 'asc' }).entries,
  q: ConsoleSearchSchema,
  role: v.optional(role),
  status: v.optional(v.picklist(staffStatuses, `status must be one of ${staffStatuses.join(', ')}`)),
});
export type StaffListQueryInput = v.InferInput<typeof StaffListQuerySchema>;
export type StaffListQuery = v.InferOutput<typeof StaffListQuerySchema>;

/** One staff member as the operator's list shows them, with whether their app is enrolled. */
export const StaffListItemSchema = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: StaffRoleSchema,
  projects: v.array(v.string()),
  status: StaffStatusSchema,
  secondFactor: v.boolean(),
});
export type StaffListItem = v.InferOutput<typeof StaffListItemSchema>;

/** Reply of GET /api/console/staff: the page's members, by email. */
export const StaffPageSchema = v.object({ ...ConsolePageSchema.entries, staff: v.array(StaffListItemSchema) });
export type StaffPage = v.InferOutput<typeof StaffPageSchema>;

/** POST /api/console/staff: whom to invite, as `pnpm ops staff add` takes it. */
export const InviteStaffSchema = v.object({
  email: EmailSchema,
  name: requiredText('Full name is required', { max: 100 }),
  role,
  projects,
});
export type InviteStaff = v.InferInput<typeof InviteStaffSchema>;

/** Reply of POST /api/console/staff and of a second factor's reset: whom a link was mailed, valid until when. */
export const MailedStaffLinkSchema = v.object({ email: v.string(), role: StaffRoleSchema, expiresAt: v.string() });
export type MailedStaffLink = v.InferOutput<typeof MailedStaffLinkSchema>;

/** POST /api/console/staff/role: the member, the new role (a provider's projects) and why. */
export const ChangeStaffRoleSchema = v.object({ email: EmailSchema, role, projects, reason: staffReason });
export type ChangeStaffRole = v.InferInput<typeof ChangeStaffRoleSchema>;

/** POST /api/console/staff/disable and /staff/reset-two-factor: the member and why. */
export const StaffActionSchema = v.object({ email: EmailSchema, reason: staffReason });
export type StaffAction = v.InferInput<typeof StaffActionSchema>;

/** Reply of a role change: the member's role and projects now. */
export const StaffRoleChangedSchema = v.object({ email: v.string(), role: StaffRoleSchema, projects: v.array(v.string()) });

/** Reply of POST /api/console/staff/disable. */
export const StaffDisabledSchema = v.object({ email: v.string() });

/**
 * The current code of the operator's own app, which a step-up endpoint wants in its
 * `Console-Code` header, as the server reads that header (`authorizeConsole`); a recovery code
 * does not confirm a change. The screens' form field is `StepUpCodeSchema`, which also drops
 * the space some apps show.
 */
export const ConsoleCodeSchema = v.pipe(
  v.optional(v.string('Enter the 6-digit code from your app'), ''),
  v.trim(),
  v.regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
);
