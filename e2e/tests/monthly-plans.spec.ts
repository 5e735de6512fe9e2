import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { approvedAccount, topUp } from './api';
import { newPerson, rowOf, signInTo, toast } from './helpers';

// Monthly plans (docs/jobs.md#monthly-plans). Last year's record estimates 24 t (one car, 3,000
// kWh); a plan shares them over the months left to December, UTC, the first month paid as the plan
// starts.
const lastYear = new Date().getFullYear() - 1;
const monthsLeft = 12 - new Date().getUTCMonth();
/**
 * In December a plan has that month only: it pays the year at once and is done, with nothing left
 * to pause, resume or cancel. The API's tests cover those in any month, on a clock of their own
 * (api/test/helpers/plan-clock.ts); the site here runs on the real one.
 */
const december = monthsLeft === 1;
const firstMonthTonnes = Math.ceil(24 / monthsLeft);
const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** The balance figure, read from the card a person sees it on. */
const balance = (page: Page) => page.getByRole('region', { name: 'Wallet Balance' }).locator('p').first();

/** Saves last year through the API: one car and 3,000 kWh estimate 24 t. */
async function saveYear(page: Page, token: string) {
  const saved = await page.request.post('/api/api/operational-data/individual/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { year: lastYear, totalNoofVehicels: 1, annualCarMiles: 0, annualElectricalConsumption: 3000, annualWaterConsumption: 0 },
  });
  expect(saved.status()).toBe(201);
}

/** What the plan's first month took from the wallet, as the API reports it. */
async function firstMonthAmount(page: Page, token: string): Promise<number> {
  const plans = await page.request.get('/api/api/carbon-offsets/individual/plans', { headers: { Authorization: `Bearer ${token}` } });
  const [plan] = (await plans.json()) as { lastRun: { amount: number } | null }[];
  return plan?.lastRun?.amount ?? Number.NaN;
}

/**
 * An owner with $500 and last year saved, on Carbon Credits with the Start a Monthly Plan popup
 * open on last year's row; its token, the row and the popup.
 */
async function openStartPlan(page: Page, request: APIRequestContext) {
  const person = newPerson();
  const token = await approvedAccount(request, person);
  await topUp(request, token, person, 500);
  await saveYear(page, token);
  await signInTo(page, '/carbon-credits', person);
  const row = rowOf(page, lastYear);
  await row.getByRole('button', { name: 'Start Plan' }).click();
  return { token, row, dialog: page.getByRole('dialog', { name: 'Start a Monthly Plan' }) };
}

test('should start a monthly plan paying this month, then pause, resume and cancel it', async ({ page, request }) => {
  test.skip(december, 'a plan started in December pays its year at once: the test below');
  // Start: the rest of the year, this month's share and its price shown before anything is paid.
  const { token, row, dialog } = await openStartPlan(page, request);
  await expect(dialog.getByRole('radio', { name: 'Cover the rest of the year' })).toBeChecked();
  await expect(dialog.getByText(new RegExp(`This month: ${firstMonthTonnes} t CO2e for \\$[\\d,.]+\\.`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Start Plan' }).click();
  await expect(toast(page, `Monthly plan for ${lastYear} started`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The row shows the plan, with this month paid, and the year's offsets moved by it.
  await expect(row).toContainText(`Plan: 1 of ${monthsLeft} months, ${firstMonthTonnes} t retired`);
  await expect(row.getByRole('button', { name: 'Start Plan' })).toHaveCount(0);
  const paid = await firstMonthAmount(page, token);
  expect(paid).toBeGreaterThan(0);

  // The wallet was debited by the first month.
  await page.goto('/wallet');
  await expect(balance(page)).toHaveText(usd(500 - paid));
  await page.goto('/carbon-credits');

  // Pause, then resume: this month is paid already, so resuming pays nothing more.
  await row.getByRole('button', { name: 'Pause Plan' }).click();
  await expect(toast(page, 'Monthly plan paused')).toBeVisible();
  await expect(row).toContainText('Paused by you.');
  await row.getByRole('button', { name: 'Resume Plan' }).click();
  await expect(toast(page, 'Monthly plan resumed')).toBeVisible();
  await expect(row).toContainText(`Plan: 1 of ${monthsLeft} months, ${firstMonthTonnes} t retired`);

  // Cancel asks first; once cancelled the year can have a new plan.
  await row.getByRole('button', { name: 'Cancel Plan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Monthly Plan' });
  await confirm.getByRole('button', { name: 'Confirm Cancel' }).click();
  await expect(toast(page, 'Monthly plan cancelled')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Start Plan' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Pause Plan' })).toHaveCount(0);

  // The dashboard's panel shows the year's plan, ended, with what it covered.
  await page.goto('/dashboard');
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(lastYear));
  const tile = page.getByRole('group', { name: 'MONTHLY PLAN' });
  await expect(tile).toContainText('CANCELLED');
  await expect(tile).toContainText(`1 of ${monthsLeft} months covered`);
  await expect(tile.getByRole('progressbar', { name: 'Tonnes retired by the plan' })).toHaveAttribute(
    'aria-valuetext',
    `${firstMonthTonnes} of 24 t CO2e retired`,
  );
});

test('should pay a plan started in December for the whole year at once, leaving nothing to pause', async ({ page, request }) => {
  test.skip(!december, 'only a plan started in December has one month');
  const { token, row, dialog } = await openStartPlan(page, request);
  await expect(dialog.getByText(/This month: 24 t CO2e for \$[\d,.]+\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Start Plan' }).click();
  await expect(toast(page, `Monthly plan for ${lastYear} started`)).toBeVisible();

  // The year is offset in full, by the plan's one month, and offers no plan to pause or start.
  await expect(row.getByText('Offset', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Pause Plan' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Start Plan' })).toHaveCount(0);
  const plans = await page.request.get('/api/api/carbon-offsets/individual/plans', { headers: { Authorization: `Bearer ${token}` } });
  expect(await plans.json()).toMatchObject([{ status: 'COMPLETED', monthsCovered: 1, tonnesRetired: 24 }]);
  await page.goto('/wallet');
  await expect(balance(page)).toHaveText(usd(500 - (await firstMonthAmount(page, token))));
});
