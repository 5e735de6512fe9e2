import {
  ChangeStaffRoleSchema,
  InviteStaffSchema,
  MailedStaffLinkSchema,
  StaffActionSchema,
  StaffDisabledSchema,
  StaffListQuerySchema,
  StaffPageSchema,
  StaffRoleChangedSchema,
} from '../schemas/console-staff';
import type { StaffRole } from '../schemas/console';
import { defineConsoleEndpoint } from './console-endpoint';

// The operator's Staff screen (docs/operations.md#staff): what `pnpm ops staff` does, in the
// console. Every change is `stepUp`: a stolen session alone must not hand out or take access.

// Widened to the role type, so a screen's check can ask whether any role is listed.
const operators: readonly StaffRole[] = ['operator'];

/** Staff members, a page at a time, optionally of one role and one status. */
export const staffList = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/staff',
  query: StaffListQuerySchema,
  reply: StaffPageSchema,
  access: { roles: operators },
  summary: 'Staff members by email, a page at a time, filtered by role and status',
});

/** Invites a staff member: the invitation is mailed, as `pnpm ops staff add` does. */
export const inviteStaff = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/staff',
  body: InviteStaffSchema,
  reply: MailedStaffLinkSchema,
  access: { roles: operators, stepUp: true },
  status: 201,
  summary: 'Invite a staff member (a provider names its projects); the invitation is mailed',
});

/** Gives a member a new role (a provider's projects) and ends their sessions. */
export const changeStaffRole = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/staff/role',
  body: ChangeStaffRoleSchema,
  reply: StaffRoleChangedSchema,
  access: { roles: operators, stepUp: true },
  summary: "Change a staff member's role, with a reason; their sessions end",
});

/** Refuses a member's sign-in from now on and ends their sessions. */
export const disableStaff = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/staff/disable',
  body: StaffActionSchema,
  reply: StaffDisabledSchema,
  access: { roles: operators, stepUp: true },
  summary: 'Disable a staff member, with a reason; their sessions end',
});

/** Forgets a member's app and recovery codes and mails a link to enrol again. */
export const resetStaffSecondFactor = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/staff/reset-two-factor',
  body: StaffActionSchema,
  reply: MailedStaffLinkSchema,
  access: { roles: operators, stepUp: true },
  summary: "Reset a staff member's second factor, with a reason; a link to enrol again is mailed",
});
