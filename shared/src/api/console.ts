import { consoleApi } from '@commons/shared/contract';
import type { AcceptInvitation, ConsoleSignIn, ConsoleSignInLinkRequest } from '@commons/shared/schemas';
import { callConsole } from './client';

/** Query keys of the staff console's sign-in; signing in or out refreshes `session`. */
export const consoleQueryKeys = {
  session: ['console', 'session'] as const,
};

/** The invitation of a mailed link: who is invited, and the TOTP secret to enrol (the same on every reload). */
export const getConsoleInvitation = (token: string, options?: { signal?: AbortSignal }) =>
  callConsole(consoleApi.invitation, { query: { token } }, options);

/** Accepts an invitation with a password and the app's current code; the reply's ten recovery codes are shown once. */
export const acceptConsoleInvitation = (body: AcceptInvitation) => callConsole(consoleApi.acceptInvitation, { body });

/** Signs in to the console; the session is an HttpOnly cookie, the reply says who and until when. */
export const signInToConsole = (body: ConsoleSignIn) => callConsole(consoleApi.signIn, { body });

/** Asks for a one-time sign-in link by mail; the reply is the same whether or not the address is a staff member's. */
export const requestConsoleSignInLink = (body: ConsoleSignInLinkRequest) => callConsole(consoleApi.requestSignInLink, { body });

/** The signed-in staff member; rejects with status 401 when no session is open. */
export const getConsoleSession = (options?: { signal?: AbortSignal }) => callConsole(consoleApi.session, {}, options);

/** Ends the console session and clears its cookie. */
export const signOutOfConsole = () => callConsole(consoleApi.signOut, {});
