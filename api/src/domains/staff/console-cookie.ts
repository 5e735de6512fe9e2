import { consoleSessionHours } from './console-sessions';

const cookieName = 'console_session';

/** Sent to the console's API only: the customer API and every page never carry it. */
const cookiePath = '/api/console';

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** The console session token of a `Cookie` header, or null when there is none of the right shape. */
export function readConsoleCookie(header: string | undefined): string | null {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name === cookieName && value && tokenShape.test(value)) return value;
  }
  return null;
}

const attributes = (secure: boolean) => `Path=${cookiePath}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The `Set-Cookie` line of a new console session: script cannot read it, no other site sends it. */
export const consoleCookie = (token: string, secure: boolean): string =>
  `${cookieName}=${token}; Max-Age=${consoleSessionHours * 3600}; ${attributes(secure)}`;

/** The `Set-Cookie` line that clears it. */
export const clearedConsoleCookie = (secure: boolean): string => `${cookieName}=; Max-Age=0; ${attributes(secure)}`;
