import { expect, test, type Locator, type Page } from '@playwright/test';
import { addPayoutAccount, approvedAccount, topUp } from './api';
import { newPerson } from './helpers';
import { signedInStaff, type StaffRole } from './staff';

// The console by keyboard alone (docs/testing.md, "Keyboard"): on every screen, Tab from the top
// of the page reaches every visible control in the order it is drawn, each with a visible focus
// indicator, and the screen's main action works with Enter or Space.

/** The project the provider works for: the last listing shipped (bank-transfer-console.spec.ts). */
const providerProject = 'VCS1563';

interface Stop {
  /** Its place among the page's visible controls, or null for one that is not (yet) visible. */
  index: number | null;
  what: string;
  /** A non-zero outline or a box-shadow while focused. */
  indicated: boolean;
  visible: boolean;
}

/**
 * Marks the page's visible controls in document order (`data-keyboard-stop`) and returns how
 * each reads: links, buttons (table headers' sort buttons among them), fields, and anything
 * else made focusable; of a radio group only the stop Tab takes (the checked radio, or the first).
 */
async function markControls(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    const describe = (el: HTMLElement) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 60)}"`;
    const visible = (el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert], [aria-hidden="true"]');
    };
    for (const el of Array.from(document.querySelectorAll('[data-keyboard-stop]'))) el.removeAttribute('data-keyboard-stop');
    const root = document.querySelector(scope) ?? document.body;
    const radios = new Set<string>();
    const stops: string[] = [];
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]'))) {
      if ((el as HTMLButtonElement).disabled || el.getAttribute('tabindex') === '-1' || !visible(el)) continue;
      if (el instanceof HTMLInputElement && el.type === 'radio') {
        const group = document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${el.name}"]`);
        const taken = Array.from(group).find((radio) => radio.checked) ?? group[0];
        if (radios.has(el.name) || el !== taken) continue;
        radios.add(el.name);
      }
      el.dataset.keyboardStop = String(stops.length);
      stops.push(describe(el));
    }
    return stops;
  }, scope);
}

/** Puts the keyboard's starting point at the top of the page, as a page just opened has it. */
async function focusTop(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
}

/** Presses Tab and reads where focus went; null once it left the page. */
async function tab(page: Page): Promise<Stop | null> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {
      index: el.dataset.keyboardStop === undefined ? null : Number(el.dataset.keyboardStop),
      what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}"`,
      indicated: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== ''),
      visible: box.width > 0 && box.height > 0,
    };
  });
}

/**
 * Walks the page with Tab from the top: every visible control takes focus in turn, in the order
 * drawn, each visibly; nothing invisible takes focus on the way.
 */
async function walkWithTab(page: Page, screen: string) {
  const controls = await markControls(page);
  expect(controls.length, `${screen} has controls`).toBeGreaterThan(0);
  await focusTop(page);
  const reached: number[] = [];
  const problems: string[] = [];
  for (let pressed = 0; pressed < controls.length * 3 + 10 && reached.at(-1) !== controls.length - 1; pressed += 1) {
    const stop = await tab(page);
    if (!stop) break;
    // A date field takes Tab once per part (day, month, year): one control all the same.
    if (stop.index !== null && stop.index !== reached.at(-1)) reached.push(stop.index);
    else if (stop.index !== null) continue;
    else if (!stop.visible) problems.push(`focus went to ${stop.what}, which cannot be seen`);
    if (!stop.indicated) problems.push(`${stop.what} shows no focus`);
  }
  const missed = controls.filter((_, index) => !reached.includes(index));
  expect(missed, `${screen}: controls Tab never reached`).toEqual([]);
  expect(reached, `${screen}: controls out of their drawn order`).toEqual(controls.map((_, index) => index));
  expect(problems, `${screen}: focus problems`).toEqual([]);
}

/** Within an open dialog, which keeps focus inside: Tab goes round every control of it, each visibly. */
async function walkDialog(page: Page, screen: string) {
  const controls = await markControls(page, '[role="dialog"]');
  const reached = new Set<number>();
  const problems: string[] = [];
  for (let pressed = 0; pressed < controls.length * 2 + 2; pressed += 1) {
    const stop = await tab(page);
    if (!stop) problems.push('focus left the page');
    else if (stop.index === null) problems.push(`focus left the dialog for ${stop.what}`);
    else reached.add(stop.index);
    if (stop && !stop.indicated) problems.push(`${stop.what} shows no focus`);
  }
  expect(controls.filter((_, index) => !reached.has(index)), `${screen}: controls Tab never reached`).toEqual([]);
  expect([...new Set(problems)], `${screen}: focus problems`).toEqual([]);
}

/** Tabs from the top until `target` has focus, as a person would reach it. */
async function reach(page: Page, target: Locator) {
  await markControls(page);
  const index = await target.getAttribute('data-keyboard-stop');
  expect(index, 'the main action is one of the controls').not.toBeNull();
  await focusTop(page);
  for (let pressed = 0; pressed < 300; pressed += 1) {
    const stop = await tab(page);
    if (stop?.index === Number(index)) break;
  }
  await expect(target).toBeFocused();
}

/** Reaches `target` with Tab, then presses `key` on it. */
async function operate(page: Page, target: Locator, key: 'Enter' | ' ') {
  await reach(page, target);
  await page.keyboard.press(key);
}

interface ConsoleScreen {
  link: string;
  heading: string;
  /** The screen's main action by keyboard, and what shows it worked. */
  main: (page: Page) => Promise<void>;
}

/** Opens the screen from the console's nav, waits until it has loaded, and walks it. */
async function openAndWalk(page: Page, { link, heading }: Pick<ConsoleScreen, 'link' | 'heading'>) {
  await page.goto('/console');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await walkWithTab(page, heading);
}

/** Searches a table by typing and pressing Enter in its search field: the search lands in the address. */
const searchByEnter = (landmark: string) => async (page: Page) => {
  await reach(page, page.getByRole('search', { name: landmark }).getByRole('searchbox'));
  await page.keyboard.type('example');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=example/);
};

/** Opens a dialog with Space on `button`, then closes it with Escape, focus back on the button. */
const dialogBySpace = (button: (page: Page) => Locator, dialog: string | RegExp) => async (page: Page) => {
  await operate(page, button(page), ' ');
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  await walkDialog(page, `the dialog ${String(dialog)}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

const operatorScreens: ConsoleScreen[] = [
  {
    link: 'Reviews',
    heading: 'Reviews',
    main: async (page) => {
      await page.getByLabel('Status').selectOption('APPROVED');
      // The list asked again: its first row is an approved account before a button is chosen,
      // or the button found could be one of the list being replaced.
      await expect(page).toHaveURL(/[?&]status=APPROVED/);
      await expect(page.getByRole('table', { name: 'Accounts' }).getByRole('row').nth(1)).toContainText('APPROVED');
      await page.waitForLoadState('networkidle');
      const first = page.getByRole('button', { name: /^Open / }).first();
      const email = (await first.getAttribute('aria-label'))!.replace(/^Open /, '');
      await operate(page, page.getByRole('button', { name: `Open ${email}`, exact: true }), 'Enter');
      await expect(page.getByRole('region', { name: email })).toBeVisible();
    },
  },
  {
    link: 'Withdrawals',
    heading: 'Withdrawals',
    main: dialogBySpace((page) => page.getByRole('button', { name: /^Approve the withdrawal of / }).first(), 'Approve withdrawal'),
  },
  { link: 'Projects', heading: 'Projects', main: searchByEnter('Search the projects') },
  { link: 'Staff', heading: 'Staff', main: searchByEnter('Search the staff') },
  {
    link: 'Mail',
    heading: 'Mail',
    main: async (page) => {
      const open = page.getByRole('search', { name: 'Search the outbox' }).getByRole('button', { name: 'Search' });
      await operate(page, open, ' ');
      await expect(page.getByRole('table').first()).toBeVisible();
    },
  },
  {
    link: 'Plans and jobs',
    heading: 'Plans and jobs',
    main: async (page) => {
      await operate(page, page.getByRole('button', { name: 'Show the failed jobs of mail.send' }), ' ');
      await expect(page.getByRole('region', { name: 'Failed jobs of mail.send, one page' })).toBeVisible();
    },
  },
  {
    link: 'Audit',
    heading: 'Audit',
    main: async (page) => {
      // The staff member's own events, asked for by typing a name and pressing Enter.
      await reach(page, page.getByLabel('Who'));
      await page.keyboard.type('Kit Keyboard');
      const applied = page.waitForResponse((response) => new URL(response.url()).searchParams.get('actor') === 'Kit Keyboard');
      await page.keyboard.press('Enter');
      expect((await applied).status()).toBe(200);
    },
  },
];

const releaseScreens: ConsoleScreen[] = [
  {
    link: 'Releases',
    heading: 'Releases',
    main: dialogBySpace((page) => page.getByRole('button', { name: 'Freeze' }).first(), /^Freeze /),
  },
];

const providerScreens: ConsoleScreen[] = [
  {
    link: 'Bank transfers',
    heading: 'Bank transfers',
    main: async (page) => {
      // A mistyped reference is refused in the form, before the server is asked.
      const field = page.getByLabel('Find by reference');
      await reach(page, field);
      await page.keyboard.type('RF00 NOPE');
      await page.keyboard.press('Enter');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    link: 'Transfer details',
    heading: 'Transfer details',
    main: async (page) => {
      // Sent without a bank's name (another journey may have set the project's account), the
      // form says what it needs.
      await reach(page, page.getByLabel('Bank name').first());
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await operate(page, page.getByRole('button', { name: /^(Set|Save) transfer details$/ }).first(), 'Enter');
      await expect(page.getByText("Enter the bank's name").first()).toBeVisible();
    },
  },
];

/** Home's main action, last: signing out by keyboard leads to the sign-in page. */
async function homeAndSignOut(page: Page) {
  await page.goto('/console');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await walkWithTab(page, 'Home');
  await operate(page, page.getByRole('main').getByRole('button', { name: 'Sign out' }), 'Enter');
  await expect(page).toHaveURL(/\/console\/login/);
  await page.waitForLoadState('networkidle');
  await walkWithTab(page, 'Console sign-in');
}

const roles: Array<{ role: StaffRole; name: string; extra?: string[]; screens: ConsoleScreen[] }> = [
  { role: 'operator', name: 'Kit Keyboard', screens: operatorScreens },
  { role: 'release-engineer', name: 'Rory Release', screens: releaseScreens },
  { role: 'provider', name: 'Pat Provider', extra: ['--project', providerProject], screens: providerScreens },
];

test.describe('the console by keyboard alone', () => {
  test.beforeAll(async ({ request }) => {
    // An account to open in Reviews and a withdrawal to approve.
    const person = newPerson();
    const token = await approvedAccount(request, person);
    await topUp(request, token, person, 20);
    await addPayoutAccount(request, token, person);
    const raised = await request.post('/api/api/wallet/individual/raise-withdrawal-request', {
      headers: { Authorization: `Bearer ${token}` },
      data: { requestedWithdrawalAmount: 5 },
    });
    expect(raised.status(), await raised.text()).toBe(201);
  });

  for (const { role, name, extra, screens } of roles) {
    test(`should let a ${role} reach every control of their screens with Tab, and work each with Enter or Space`, async ({ page }) => {
      test.setTimeout(300_000);
      await signedInStaff(page, role, name, extra);
      for (const screen of screens) {
        await test.step(screen.heading, async () => {
          await openAndWalk(page, screen);
          await screen.main(page);
        });
      }
      await test.step('Home, then signing out', () => homeAndSignOut(page));
    });
  }
});
