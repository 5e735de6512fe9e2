import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { waitForMail } from './mailbox';
import { ops } from './operator';

export type StaffRole = 'operator' | 'release-engineer' | 'provider';

export interface SignedInStaff {
  email: string;
  name: string;
  /** The authenticator's secret: `staffCode(staff.secret)` is what their app shows. */
  secret: string;
}

/** The authenticator app's code `steps` 30-second steps from now. */
export const staffCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * A staff member of `role`, added by `pnpm ops staff add`, their mailed invitation accepted and
 * signed in through the console API with the page's cookies, so the page opens the console as
 * them. The invitation page itself is walked through in console.spec.ts.
 */
export async function signedInStaff(page: Page, role: StaffRole, name: string, extra: string[] = []): Promise<SignedInStaff> {
  const email = `${role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
  const password = 'quiet orchard lantern 42';
  const invitedAt = new Date();
  await ops('staff', 'add', email, '--name', name, '--role', role, ...extra);
  const mail = await waitForMail({ to: email, subject: 'Your invitation to the Carbon Commons console', after: invitedAt });
  const token = new URL(mail.links.find((url) => url.includes('/console/invite?token='))!).searchParams.get('token')!;
  const invitation = await page.request.get(`/api/console/invitation?token=${token}`);
  expect(invitation.status(), await invitation.text()).toBe(200);
  const { secret } = (await invitation.json()) as { secret: string };
  const accepted = await page.request.post('/api/console/invitation/accept', { data: { token, password, code: await staffCode(secret) } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // The enrolment's code is spent: the sign-in takes the next step's.
  const session = await page.request.post('/api/console/session', { data: { email, password, code: await staffCode(secret, 1) } });
  expect(session.status(), await session.text()).toBe(200);
  return { email, name, secret };
}
