import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { waitForMail } from './mailbox';
import { ops } from './operator';

export type StaffRole = 'operator' | 'release-engineer' | 'provider';

export interface SignedInStaff {
  email: string;
  name: string;
  /** The authenticator's secret: `staffCode(staff.secret)` is what their app shows. */
  secret: string;
  /** The 30-second step of the last code the server took from them: it takes each step once. */
  lastStep: number;
}

const stepNow = () => Math.floor(Date.now() / 30_000);
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * 30 });

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
  const enrolledAt = stepNow();
  const accepted = await page.request.post('/api/console/invitation/accept', { data: { token, password, code: await codeAt(secret, enrolledAt) } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // The enrolment's code is spent: the sign-in takes the next step's.
  const session = await page.request.post('/api/console/session', { data: { email, password, code: await codeAt(secret, enrolledAt + 1) } });
  expect(session.status(), await session.text()).toBe(200);
  return { email, name, secret, lastStep: enrolledAt + 1 };
}

/**
 * The next code the server takes from `staff` for a step-up (it takes a code of a later step than
 * the last, up to one step ahead of the clock): waits for the clock when it must, as a person
 * waits for their app's next code.
 */
export async function nextCode(staff: SignedInStaff): Promise<string> {
  const step = staff.lastStep + 1;
  while (stepNow() < step - 1) await new Promise((resolve) => setTimeout(resolve, 500));
  staff.lastStep = step;
  return codeAt(staff.secret, step);
}

/** Serious and critical axe violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
}

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/**
 * At each size: nothing wider than the screen, and a full-page picture to look at; no axe finding
 * on the phone's layout (tables as cards) nor the desktop's. Ends at 1280x800.
 */
export async function checkScreen(page: Page, name: string) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    // A toast sliding in or out widens the page for a moment: measured again once it has settled.
    if ((await overflow()) > 0) await page.waitForTimeout(1500);
    expect(await overflow(), `${name} at ${viewport.width}x${viewport.height} scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}x${viewport.height}.png`), fullPage: true });
    if (viewport.width !== 1920) expect(await violations(page), `${name} at ${viewport.width}x${viewport.height}`).toEqual([]);
  }
  await page.setViewportSize(viewports[1]!);
}
