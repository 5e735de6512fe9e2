import { expect, test, type Locator, type Page } from '@playwright/test';
import { addPayoutAccount, approvedAccount, topUp } from '../tests/api';
import { newPerson } from '../tests/helpers';
import { recorded } from './recorded';
import type { ReliabilityRow } from './report';
import { signIn, years } from './world';

// Every form works with the keyboard alone (docs/reliability.md#3-in-chromium). Each form is
// reached with Tab (and Shift+Tab), filled by typing, arrow keys in selects, Space on checkboxes
// and submitted with Enter; every control that takes focus on the way shows it (:focus-visible with
// an outline or a shadow). No click anywhere in this file.

/** Whether the focused element shows that it has focus. */
const focusShown = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return true;
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return el.matches(':focus-visible') && (outlined || style.boxShadow !== 'none');
  });

/** The focused element as a failure names it: tag, label or text, and its classes. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent?.slice(0, 40);
    return `<${el.tagName.toLowerCase()}> "${label ?? ''}"`;
  });

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking each stop shows its focus. `/login`
 * and `/register` arrive drawn in their HTML with disabled controls that React then replaces (a
 * press in between would miss): so wait for the live, enabled control, and re-resolve the locator
 * at every press rather than hold an element handle that may be detached.
 */
async function tabTo(page: Page, target: Locator, backwards = false) {
  await expect(target).toBeEnabled();
  await expect(page.locator('.prerendered')).toHaveCount(0);
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(await focusShown(page), `focus visible on ${target}`).toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    expect(await focusShown(page), `focus visible on ${await focusedName(page)} after Tab towards ${target}`).toBe(true);
  }
  throw new Error(`Tab never reached ${target}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Picks `label` in a native select as a keyboard user does: types its name (the select jumps to
 * the option it starts), else walks from the top with the arrow keys. Walking alone took up to
 * 250 presses for a country, past the test's time on a busy machine.
 */
async function choose(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  const shown = () => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
  await page.keyboard.type(label);
  if ((await shown()) === label) return;
  await page.keyboard.press('Home');
  for (let presses = 0; presses < 300; presses += 1) {
    if ((await shown()) === label) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${label} is not a choice of ${select}`);
}

async function press(page: Page, button: Locator, key: 'Enter' | ' ' = 'Enter') {
  await tabTo(page, button);
  await page.keyboard.press(key);
}

const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

/** Runs one form's check and adds its row. */
async function form(rows: ReliabilityRow[], name: string, run: () => Promise<void>) {
  let held = false;
  try {
    await run();
    held = true;
  } finally {
    rows.push({ area: 'accessibility', check: `keyboard only: ${name}`, count: 1, held });
  }
}

test('should let a new person register, complete the profile and log in with the keyboard alone', async ({ page }) => {
  // Four forms by keystrokes: bounded, with room for a busy machine.
  test.setTimeout(180_000);
  await recorded('keyboard-account', async (rows) => {
    const person = newPerson();
    await form(rows, 'register', async () => {
      await page.goto('/register');
      await typeInto(page, page.getByLabel('Name'), person.name);
      await typeInto(page, page.getByLabel('Email'), person.email);
      await typeInto(page, page.getByLabel('Password', { exact: true }), person.password);
      await typeInto(page, page.getByLabel('Phone'), person.phone);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/profile$/);
    });
    // Edit Profile first: it locks every field the server holds a value for, so it
    // is where a new account fills what is missing.
    await form(rows, 'edit profile', async () => {
      await page.goto('/edit-profile');
      await choose(page, page.getByLabel('Country', { exact: true }), 'United Kingdom');
      await typeInto(page, page.getByLabel('UID of Residence'), 'UID-778899');
      await choose(page, page.getByLabel('Nationality'), 'United Kingdom');
      await typeInto(page, page.getByLabel('Citizenship Number'), 'GB1234567');
      await typeInto(page, page.getByLabel('Education'), 'MSc Environmental Science');
      await typeInto(page, page.getByLabel('Profession'), 'Energy analyst');
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Information updated successfully')).toBeVisible();
    });
    await form(rows, 'profile', async () => {
      await page.goto('/profile');
      await typeInto(page, page.getByLabel('City'), 'Bristol');
      await typeInto(page, page.getByLabel('Profession'), 'Energy economist');
      await press(page, page.getByRole('button', { name: 'Update' }));
      await expect(toast(page, 'Information updated successfully').last()).toBeVisible();
    });
    await form(rows, 'login', async () => {
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/login$/);
      await typeInto(page, page.getByLabel('Email'), person.email);
      await typeInto(page, page.getByLabel('Password', { exact: true }), person.password);
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/\/login$/);
    });
  });
});

test('should let an owner use the wallet, carbon and admin forms with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(180_000);
  await recorded('keyboard-owner', async (rows) => {
    const owner = newPerson();
    const token = await approvedAccount(request, owner);
    // Enough for the year's credits; the form below pays a small top-up of its own.
    await topUp(request, token, owner, 1000);
    await addPayoutAccount(request, token, owner);
    await signIn(page, owner);

    await form(rows, 'top-up and the card page', async () => {
      await page.goto('/wallet');
      await press(page, page.getByRole('button', { name: 'Top Up', exact: true }));
      await typeInto(page, page.getByLabel('Amount (USD)'), '40');
      const [card] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
      await card.waitForLoadState();
      await expect(card.getByRole('heading', { level: 1 })).toBeVisible();
      await typeInto(card, card.getByLabel('Card number'), '4242 4242 4242 4242');
      await typeInto(card, card.getByLabel('Expiry'), '1234');
      // The expiry formats as it is typed.
      await expect(card.getByLabel('Expiry')).toHaveValue('12 / 34');
      await typeInto(card, card.getByLabel('CVC'), '123');
      await card.keyboard.press('Enter');
      await expect(card).toHaveURL(/\/wallet$/);
      await card.close();
    });
    await form(rows, 'withdrawal', async () => {
      await page.reload();
      await press(page, page.getByRole('button', { name: 'Request Withdrawal' }));
      await typeInto(page, page.getByLabel('Amount (USD)'), '5');
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Withdrawal Request Created')).toBeVisible();
    });
    await form(rows, 'history tabs', async () => {
      await tabTo(page, page.getByRole('tab', { selected: true }));
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: 'Bank Transfers' })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('tab', { name: 'Rejected' })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    });
    await form(rows, 'family member', async () => {
      await page.goto('/wizard');
      await press(page, page.getByRole('button', { name: 'Step 1: Family Members' }));
      await press(page, page.getByRole('button', { name: 'Add Family Member' }));
      const dialog = page.getByRole('dialog');
      await choose(page, dialog.getByLabel('Relation'), 'Spouse');
      await typeInto(page, dialog.getByLabel('Member Name'), 'Ingrid Nakamura');
      await typeInto(page, dialog.getByLabel('Member ID'), 'M-2211');
      await choose(page, dialog.getByLabel('Country Residence'), 'Norway');
      await choose(page, dialog.getByLabel('Nationality'), 'Japan');
      await typeInto(page, dialog.getByLabel('Citizenship No.'), 'JP-77310');
      await press(page, dialog.getByRole('button', { name: 'Add Member' }));
      await expect(toast(page, 'Member Added')).toBeVisible();
    });
    await form(rows, 'operational data', async () => {
      await press(page, page.getByRole('button', { name: 'Step 2: Operational Data' }));
      await typeInto(page, page.getByLabel('Annual Electricity Consumption (Kwh)'), '10000');
      await press(page, page.getByRole('button', { name: 'Save' }));
      await expect(page.getByRole('row').filter({ hasText: String(years.bought) }).getByText('ESTIMATED')).toBeVisible();
    });
    await form(rows, 'buy credits', async () => {
      await page.goto('/carbon-credits');
      await press(page, page.getByRole('row').filter({ hasText: String(years.bought) }).getByRole('button', { name: 'Checkout' }));
      await press(page, page.getByRole('dialog').getByRole('button', { name: 'Confirm' }));
      await expect(toast(page, 'Transaction Success')).toBeVisible();
    });
    const policyName = `Keyboard policy ${Date.now().toString(36)}`;
    await form(rows, 'group policy', async () => {
      await page.goto('/group-policy');
      await press(page, page.getByRole('button', { name: 'Add Group Policy' }));
      const dialog = page.getByRole('dialog', { name: 'Add Group Policy' });
      await typeInto(page, dialog.getByLabel('Name'), policyName);
      await typeInto(page, dialog.getByLabel('Role'), 'Family member');
      await press(page, dialog.getByRole('checkbox', { name: 'Wallet' }), ' ');
      await expect(dialog.getByRole('checkbox', { name: 'Wallet' })).toBeChecked();
      // Back to the name with Shift+Tab, then submit from there with Enter.
      await tabTo(page, dialog.getByLabel('Name'), true);
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Group Policy Created')).toBeVisible();
    });
    await form(rows, 'sub-user', async () => {
      const member = newPerson();
      await page.goto('/iam-policy');
      await press(page, page.getByRole('button', { name: 'Add Sub User' }));
      const dialog = page.getByRole('dialog', { name: 'Add Sub User' });
      await typeInto(page, dialog.getByLabel('Name'), member.name);
      await typeInto(page, dialog.getByLabel('Email'), member.email);
      await typeInto(page, dialog.getByLabel('Phone'), member.phone);
      await typeInto(page, dialog.getByLabel('Password', { exact: true }), member.password);
      await choose(page, dialog.getByRole('combobox', { name: 'Group Policy' }), policyName);
      await press(page, dialog.getByRole('button', { name: 'Create Sub User' }));
      await expect(toast(page, 'Sub User Created')).toBeVisible();
    });
  });
});
