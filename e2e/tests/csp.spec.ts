import { expect, test, type Page } from '@playwright/test';
import { approvedAccount, payOnCheckoutPage } from './api';
import { login, newPerson } from './helpers';

/**
 * The site runs whole under its content security policy (docs/api.md#security-headers). Every
 * violation the browser reports (the `securitypolicyviolation` event, or its console error) is
 * collected on every page, the sandbox checkout included, and fails the test.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  // An init script runs in every document before the page's own scripts, outside the policy.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      void report(`${event.documentURI}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

/** Opens a page, waits for its remote page and its requests to settle, and checks nothing was refused. */
async function visit(page: Page, path: string, violations: string[]) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.boot')).toHaveCount(0);
  await expect(page.locator('.prerendered')).toHaveCount(0);
  expect(violations, path).toEqual([]);
}

test('should run the public pages, a refused sign-in and its toast without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/register', '/faq', '/privacy-notice', '/conditions-of-use', '/contact-us', '/methodology', '/no/such/page']) {
    await visit(page, path, violations);
  }
  await visit(page, '/login', violations);
  await login(page, { email: 'nobody@example.com', password: 'not the password' });
  await expect(page.getByRole('alert').first()).toBeVisible();
  // The toast's styles (react-toastify's <style>) apply: it is laid out, not raw markup.
  await expect(page.locator('.Toastify__toast-container')).toHaveCSS('position', 'fixed');
  expect(violations).toEqual([]);
});

test('should run every signed-in screen and a sandbox checkout without a policy violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await visit(page, '/login', violations);
  await login(page, person);
  await expect(page).not.toHaveURL(/\/login$/);
  for (const path of ['/dashboard', '/profile', '/edit-profile', '/assets', '/wizard', '/carbon-credits', '/wallet', '/group-policy', '/iam-policy']) {
    await visit(page, path, violations);
  }

  const session = await request.post('/api/api/wallet/session-url', {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount: 10, customerEmail: person.email, idempotencyKey: crypto.randomUUID() },
  });
  const { url } = (await session.json()) as { url: string };
  await visit(page, new URL(url).pathname, violations);
  await payOnCheckoutPage(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful')).toBeVisible();
  expect(violations).toEqual([]);
});
