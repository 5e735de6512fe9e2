import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A person nobody has registered yet: unique per run and per call. */
export function newPerson() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    name: 'Ada Lovelace Green',
    email: `ada.${id}@example.com`,
    password: 'correct horse battery',
    phone: '+4420 7946 0958',
  };
}

export type Person = ReturnType<typeof newPerson>;

export async function register(page: Page, person: Person) {
  await page.goto('/register');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Phone').fill(person.phone);
  await page.getByRole('button', { name: /sign up/i }).click();
}

export async function login(page: Page, person: Pick<Person, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
}

/** The session the client keeps, exactly as the contract names it. */
export async function readSession(page: Page) {
  const raw = await page.evaluate(() => sessionStorage.getItem('commons-storage'));
  return raw ? (JSON.parse(raw) as { loggedIn: boolean; email: string; userInfo: Record<string, unknown> | null }) : null;
}

export async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** Opens a guarded `path` signed out, signs in on the login page it sends to, and lands back on `path`. */
export async function signInTo(page: Page, path: string, person: Pick<Person, 'email' | 'password'>) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await login(page, person);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The toasts showing `text`. */
export const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify__toast').filter({ hasText: text });

/** The table rows that mention `text` (a year, a name). */
export const rowOf = (page: Page, text: string | number) => page.getByRole('row').filter({ hasText: String(text) });

/**
 * Stops every toast's lifetime (the progress bar's animation, whose end closes it), so that a
 * toast leaves only when the site takes it away. Checks that count toasts late then hold however
 * slow the machine: before, they raced its 4 s lifetime.
 */
export async function keepToasts(page: Page) {
  // Paused through the Web Animations API: the site's policy refuses a style sheet of the test's,
  // and a paused CSS animation stays paused whatever its style says later.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const bar of Array.from(document.querySelectorAll('.Toastify__progress-bar'))) bar.getAnimations().forEach((lifetime) => lifetime.pause());
    }).observe(document, { childList: true, subtree: true });
  });
}
