import {
  AcceptedInvitationSchema,
  AcceptInvitationSchema,
  ConsoleSessionSchema,
  ConsoleSignInLinkRequestSchema,
  ConsoleSignInSchema,
  InvitationQuerySchema,
  InvitationSchema,
  staffRoles,
} from '../schemas/console';
import { MailSentSchema } from '../schemas/user';
import { defineConsoleEndpoint } from './console-endpoint';

// The staff console's sign-in (docs/api.md#the-console-api), under /api/console with a cookie
// session. Every module here exports only endpoints: `consoleEndpoints` lists them.

/** The invitation behind a mailed link: who is invited and the TOTP secret to enrol. */
export const invitation = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/invitation',
  query: InvitationQuerySchema,
  reply: InvitationSchema,
  access: 'public',
  summary: 'The invitation of a mailed link, with the TOTP secret to enrol',
});

/** Accepts an invitation with a password and the app's current code; replies with ten recovery codes. */
export const acceptInvitation = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/invitation/accept',
  body: AcceptInvitationSchema,
  reply: AcceptedInvitationSchema,
  access: 'public',
  summary: 'Accept an invitation: a password and the current code; replies with ten recovery codes, shown once',
});

/** Signs a staff member in with email, password and code; the session is a cookie. */
export const signIn = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/session',
  body: ConsoleSignInSchema,
  reply: ConsoleSessionSchema,
  access: 'public',
  summary: 'Sign in to the console with email, password and a current or recovery code',
});

/**
 * Mails a single-use sign-in link when the address is an active staff member's; the same reply
 * either way. The link alone signs nobody in: `signIn` still asks for the password and a code.
 */
export const requestSignInLink = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'POST',
  path: '/sign-in-link',
  body: ConsoleSignInLinkRequestSchema,
  reply: MailSentSchema,
  access: 'public',
  summary: 'Email a one-time sign-in link to a staff member; the same reply whether or not the address is one',
});

/** The signed-in staff member and their session's limits. */
export const session = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'GET',
  path: '/session',
  reply: ConsoleSessionSchema,
  access: { roles: staffRoles },
  summary: 'The signed-in staff member, with the idle limit and the session end',
});

/** Ends the session and clears its cookie. */
export const signOut = /* @__PURE__ */ defineConsoleEndpoint({
  method: 'DELETE',
  path: '/session',
  access: { roles: staffRoles },
  status: 204,
  summary: 'Sign out of the console',
});
export * from './console-releases';
export * from './console-reviews';
export * from './console-withdrawals';
export * from './console-staff';
export * from './console-sign-in-security';
export * from './console-audit';
export * from './console-mail';
export * from './console-jobs';
export * from './console-projects';
export * from './console-bank-transfers';
