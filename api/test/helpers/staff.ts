import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StaffRole } from '@commons/shared/schemas';
import { createStaffOperations } from '../../src/domains/staff/staff-operations';
import { outboxTo } from './outbox';
import { codeAt, roomInStep } from './two-factor';

export const staffEmail = () => `staff-${randomUUID().slice(0, 8)}@example.com`;
export const staffPassword = 'a long console passphrase';

/** What `pnpm ops staff ...` runs, on the test app's database. */
export const staffOps = (app: FastifyInstance) =>
  createStaffOperations({ db: app.db, config: app.config, blobs: app.blobs, jobs: app.jobs });

/** The token of the latest console link mailed to `email`. */
export async function mailedToken(app: FastifyInstance, email: string): Promise<string> {
  const mails = await outboxTo(app.db, email);
  const token = /\/console\/invite\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no console link mailed to ${email}`);
  return token;
}

export const consoleCall = (app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', path: string, options: { payload?: object; cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  app.inject({
    method,
    url: `/api/console${path}`,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

/** An invited staff member's invitation, as the page reads it. */
export async function invitationOf(app: FastifyInstance, token: string) {
  const answer = await consoleCall(app, 'GET', `/invitation?token=${token}`);
  if (answer.statusCode !== 200) throw new Error(`invitation: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ email: string; secret: string }>();
}

/** Adds a staff member of `role` and accepts the invitation: their email, app secret and recovery codes. */
export async function enrolledStaff(app: FastifyInstance, role: StaffRole = 'operator', project: string[] = []) {
  const email = staffEmail();
  await staffOps(app).add({ email, name: 'Sam Staff', role, project });
  const token = await mailedToken(app, email);
  const { secret } = await invitationOf(app, token);
  await roomInStep();
  const accepted = await consoleCall(app, 'POST', '/invitation/accept', { payload: { token, password: staffPassword, code: await codeAt(secret, -1) } });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  return { email, secret, recoveryCodes: accepted.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The `Cookie` header a sign-in's `Set-Cookie` asks for. */
export function cookieOf(answer: LightMyRequestResponse): string {
  const line = [answer.headers['set-cookie']].flat()[0];
  if (!line) throw new Error(`no cookie set: ${answer.statusCode} ${answer.body}`);
  return line.split(';', 1)[0]!;
}

/** Signs an enrolled staff member in with the current code; the cookie. */
export async function signedInStaff(app: FastifyInstance, role: StaffRole = 'operator', project: string[] = []) {
  const staff = await enrolledStaff(app, role, project);
  const answer = await consoleCall(app, 'POST', '/session', { payload: { email: staff.email, password: staffPassword, code: await codeAt(staff.secret) } });
  return { ...staff, cookie: cookieOf(answer) };
}
