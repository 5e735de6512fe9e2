import * as v from 'valibot';
import { EmailSchema, newPassword, password } from './auth';
import { requiredText } from './text';
import { twoFactorCode } from './two-factor';

// The staff console's sign-in (docs/api.md#the-console-api): staff are not customers, and their
// shapes share nothing with the customer session's but the password and code rules.

/** What a staff member does: runs the site, ships releases, or acts for some projects. */
export const StaffRoleSchema = v.picklist(['operator', 'release-engineer', 'provider']);
export type StaffRole = v.InferOutput<typeof StaffRoleSchema>;

/** The staff roles, in the order the console lists them. */
export const staffRoles: readonly StaffRole[] = StaffRoleSchema.options;

/** A staff member as the console sees itself; `projects` are the ids a provider acts for, empty otherwise. */
export const StaffMemberSchema = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: StaffRoleSchema,
  projects: v.array(v.string()),
});
export type StaffMember = v.InferOutput<typeof StaffMemberSchema>;

const invitationToken = requiredText('This invitation is not valid any more: ask an operator for a new one', { max: 100 });

/** GET /api/console/invitation: the token of the mailed link. */
export const InvitationQuerySchema = v.object({ token: invitationToken });
export type InvitationQuery = v.InferOutput<typeof InvitationQuerySchema>;

/**
 * Reply of GET /api/console/invitation: who is invited, and the TOTP secret made with the
 * invitation, so a reload shows the same one.
 */
export const InvitationSchema = v.object({
  email: v.string(),
  name: v.string(),
  role: StaffRoleSchema,
  secret: v.string(),
  otpauthUrl: v.string(),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

/** POST /api/console/invitation/accept: the token, a password by the site's rules, the app's current code. */
export const AcceptInvitationSchema = v.object({
  token: invitationToken,
  password: newPassword(),
  code: twoFactorCode,
});
export type AcceptInvitationInput = v.InferInput<typeof AcceptInvitationSchema>;
export type AcceptInvitation = v.InferOutput<typeof AcceptInvitationSchema>;

/** Reply of POST /api/console/invitation/accept: ten recovery codes, shown once. */
export const AcceptedInvitationSchema = v.object({ recoveryCodes: v.array(v.string()) });
export type AcceptedInvitation = v.InferOutput<typeof AcceptedInvitationSchema>;

/** What the API says of a console sign-in link that is unknown, used or expired. */
export const consoleSignInLinkGone = 'This sign-in link is not valid any more: it was used, or it expired. Ask for a new one.';

/**
 * POST /api/console/session: email, password, and the app's current code or an unused recovery
 * code; `link`, the token of a mailed sign-in link, lets them in while the account's cap is reached.
 */
export const ConsoleSignInSchema = v.object({
  email: EmailSchema,
  password: password(),
  code: twoFactorCode,
  link: v.optional(requiredText(consoleSignInLinkGone, { max: 100 })),
});
export type ConsoleSignInInput = v.InferInput<typeof ConsoleSignInSchema>;
export type ConsoleSignIn = v.InferOutput<typeof ConsoleSignInSchema>;

/** POST /api/console/sign-in-link: the address to mail a sign-in link to, if it is a staff member's. */
export const ConsoleSignInLinkRequestSchema = v.object({ email: EmailSchema });
export type ConsoleSignInLinkRequestInput = v.InferInput<typeof ConsoleSignInLinkRequestSchema>;
export type ConsoleSignInLinkRequest = v.InferOutput<typeof ConsoleSignInLinkRequestSchema>;

/** Reply of POST and GET /api/console/session: who is signed in, the idle limit, and the session's hard end. */
export const ConsoleSessionSchema = v.object({
  staff: StaffMemberSchema,
  idleMinutes: v.number(),
  expiresAt: v.string(),
});
export type ConsoleSession = v.InferOutput<typeof ConsoleSessionSchema>;
