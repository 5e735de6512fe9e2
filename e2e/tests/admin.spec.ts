import { expect, test, type Browser, type Page } from '@playwright/test';
import { approvedAccount } from './api';
import { expectHeading, login, newPerson, type Person } from './helpers';

const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

/** Signs `person` in from the login screen a protected page sends them to. */
async function signInAt(page: Page, path: string, person: Person) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await login(page, person);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** A second person at a second browser, as a family member at their own computer. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function addGroupPolicy(page: Page, name: string, menuLabels: string[]) {
  await page.getByRole('button', { name: 'Add Group Policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Group Policy' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Role').fill('Family member');
  const menus = dialog.getByRole('group', { name: 'Menus' });
  for (const label of menuLabels) await menus.getByRole('checkbox', { name: label }).check();
  await dialog.getByRole('button', { name: 'Create Group Policy' }).click();
  await expect(toast(page, 'Group Policy Created')).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function addSubUser(page: Page, person: Person, policyName: string) {
  await page.getByRole('button', { name: 'Add Sub User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Sub User' });
  await dialog.getByLabel('Name').fill(person.name);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Phone').fill(person.phone);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('combobox', { name: 'Group Policy' }).selectOption({ label: policyName });
  await dialog.getByRole('button', { name: 'Create Sub User' }).click();
  await expect(toast(page, 'Sub User Created')).toBeVisible();
  await expect(dialog).toBeHidden();
}

const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test('should let the owner limit a sub-user to WALLET and ASSETS, grant CARBON_CREDITS later, then suspend them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = newPerson();
  await approvedAccount(request, owner);
  const member = { ...newPerson(), name: 'Grace Hopper Green' };
  const policyName = `Wallet and assets ${Date.now().toString(36)}`;

  // The owner writes the policy, then gives a family member a login with it.
  await signInAt(page, '/group-policy', owner);
  await expectHeading(page, 'Group Policy');
  await addGroupPolicy(page, policyName, ['Wallet', 'Assets']);
  const policyRow = rowOf(page, 'Group policies', policyName);
  await expect(policyRow).toContainText('ACTIVE');

  await page.goto('/iam-policy');
  await expectHeading(page, 'IAM Policy');
  await addSubUser(page, member, policyName);
  const memberRow = rowOf(page, 'Sub-users', member.email);
  await expect(memberRow).toContainText(policyName);
  await expect(memberRow).toContainText('ACTIVE');
  await expect(rowOf(page, 'Sub-users', owner.email)).toContainText('Account owner');

  // The sub-user signs in at their own browser: the wallet and assets open.
  const second = await otherBrowser(browser);
  const sub = second.page;
  await signInAt(sub, '/wallet', member);
  await expectHeading(sub, 'Wallet');
  await sub.goto('/assets');
  await expect(sub).toHaveURL(/\/assets$/);
  await expectHeading(sub, 'Assets');

  // The IAM policy is the owner's alone.
  await sub.goto('/iam-policy');
  await expect(sub).toHaveURL(/\/unauthorized$/);
  await expect(sub.getByText('RESTRICTED ACCESS')).toBeVisible();
  await expect(sub.getByText('Only the account owner can open it.')).toBeVisible();

  // Carbon credits need CARBON_CREDITS, which the policy lacks.
  await sub.goto('/carbon-credits');
  await expect(sub).toHaveURL(/\/unauthorized$/);
  await expect(sub.getByText("You're restricted to access Carbon Credits")).toBeVisible();
  await expect(sub.getByRole('list', { name: 'It needs these menus in your group policy:' })).toHaveText('Carbon Credits');
  await expect(sub.getByText('You are not authorized to access /carbon-credits')).toBeVisible();

  // The owner grants it; the sub-user's waiting screen opens the page on its own.
  await page.goto('/group-policy');
  await page.getByRole('button', { name: `Edit ${policyName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Group Policy' });
  await edit.getByRole('group', { name: 'Menus' }).getByRole('checkbox', { name: 'Carbon Credits' }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Group Policy Edited')).toBeVisible();
  await expect(policyRow).toContainText('Carbon Credits');

  await expect(sub).toHaveURL(/\/carbon-credits$/, { timeout: 25_000 });
  await expectHeading(sub, 'Carbon Credits');

  // The owner suspends the sub-user: their next step shows the suspended screen.
  await page.goto('/iam-policy');
  await page.getByRole('button', { name: `Edit ${member.name}` }).click();
  const suspend = page.getByRole('dialog', { name: 'Edit Sub User' });
  await suspend.getByRole('checkbox', { name: 'Suspend' }).check();
  await suspend.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Sub User Edited')).toBeVisible();
  await expect(memberRow).toContainText('SUSPENDED');

  // The owner decides, so the screen sends the sub-user to them, once, with no support banner.
  await sub.goto('/wallet');
  await expect(sub).toHaveURL(/\/suspended$/);
  await expect(sub.getByRole('heading', { level: 1, name: 'Your account has been suspended' })).toBeVisible();
  await expect(sub.getByText(/only they can reinstate it/)).toBeVisible();
  await expect(sub.getByText('Your account has been suspended. Please contact support.')).toHaveCount(0);
  await second.context.close();
});

test('should refuse to delete a policy in use, then delete the sub-user and the policy', async ({ page, request }) => {
  const owner = newPerson();
  await approvedAccount(request, owner);
  const member = { ...newPerson(), name: 'Katherine Johnson' };
  const policyName = `Profile only ${Date.now().toString(36)}`;

  await signInAt(page, '/group-policy', owner);
  await addGroupPolicy(page, policyName, ['Profile']);
  await page.goto('/iam-policy');
  await addSubUser(page, member, policyName);

  await page.goto('/group-policy');
  await page.getByRole('button', { name: `Delete ${policyName}` }).click();
  const refuse = page.getByRole('dialog', { name: `Delete ${policyName}?` });
  await refuse.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'assigned to 1 sub-user')).toBeVisible();
  await refuse.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/iam-policy');
  await page.getByRole('button', { name: `Delete ${member.name}` }).click();
  await page.getByRole('dialog', { name: `Delete ${member.name}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Sub User Deleted')).toBeVisible();
  await expect(rowOf(page, 'Sub-users', member.email)).toHaveCount(0);

  await page.goto('/group-policy');
  await page.getByRole('button', { name: `Delete ${policyName}` }).click();
  await page.getByRole('dialog', { name: `Delete ${policyName}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Group Policy Deleted')).toBeVisible();
  await expect(rowOf(page, 'Group policies', policyName)).toHaveCount(0);
});
