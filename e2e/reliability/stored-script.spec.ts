import { expect, test, type Browser, type Page } from '@playwright/test';
import { navbarLabel } from '../../host/src/layout/navbar-label';
import { recorded } from './recorded';
import { buildWorld, signIn, years, type StoredTexts, type World } from './world';

// Script put into every stored text field never runs on any screen (docs/reliability.md). Each
// payload fills every free-text field an owner or an operator stores (the schemas in
// shared/src/schemas: the signup and profile texts, family members, group policies, sub-users, a
// document's file name and the operator's rejection reason; phone, email, country and the menus
// refuse markup outright), then every screen showing them is opened as the owner and the sub-user.
// The site exports no CSV, so there is no spreadsheet formula to neutralise.

/** Each sets `window.__xss` if it ever runs; the last is what a rendered link would run. */
const payloads = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  'javascript:window.__xss=1//',
];

/** Every stored text field holding `payload`, numbered after it so each is told apart. */
function textsWith(payload: string): StoredTexts {
  const fields: (keyof StoredTexts)[] = [
    'name', 'city', 'education', 'profession', 'citizenshipNo', 'uidOfResidence', 'memberName', 'memberId',
    'memberCitizenshipNo', 'policyName', 'policyRole', 'subUserName', 'documentName', 'rejectionReason',
  ];
  return Object.fromEntries(fields.map((field, index) => [field, `${payload}#${index}`])) as unknown as StoredTexts;
}

/** The screens showing the stored texts, and which of them each shows (checked on screen). */
function screensOf(world: World, texts: StoredTexts) {
  // The navbar shows the first two words of the signed-in person's name.
  const owner = navbarLabel(texts.name);
  const subUser = navbarLabel(texts.subUserName);
  return [
    { as: 'owner', url: '/profile', shows: [texts.name, texts.city, texts.education, texts.profession, texts.citizenshipNo, texts.uidOfResidence, ...world.documentNames, texts.rejectionReason] },
    { as: 'owner', url: '/edit-profile', shows: [texts.citizenshipNo, texts.uidOfResidence, texts.education, texts.profession] },
    { as: 'owner', url: '/wizard', shows: [texts.memberName, texts.memberId, texts.memberCitizenshipNo], step: 'Step 1: Family Members' },
    { as: 'owner', url: '/group-policy', shows: [texts.policyName, texts.policyRole] },
    { as: 'owner', url: '/iam-policy', shows: [texts.subUserName, texts.policyName, texts.name] },
    { as: 'owner', url: '/dashboard', shows: [owner] },
    { as: 'owner', url: '/wallet', shows: [owner] },
    { as: 'owner', url: '/carbon-credits', shows: [owner], popup: 'Certificates' },
    { as: 'visitor', url: `/verify/${world.checkoutId}`, shows: [texts.name] },
    { as: 'subUser', url: '/profile', shows: [texts.subUserName, subUser] },
    { as: 'subUser', url: '/wallet', shows: [subUser] },
    { as: 'subUser', url: '/wizard', shows: [subUser] },
  ] as const;
}

/** The page's text and its fields' values: what a person reads on it. */
const shownText = (page: Page) =>
  page.evaluate(() => [document.body.innerText, ...Array.from(document.querySelectorAll('input, textarea')).map((el) => (el as HTMLInputElement).value)].join('\n'));

async function pageAs(browser: Browser, world: World, role: 'owner' | 'subUser' | 'visitor') {
  const page = await (await browser.newContext()).newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  if (role !== 'visitor') await signIn(page, world[role]);
  return { page, dialogs };
}

for (const [index, payload] of payloads.entries()) {
  test(`should never run ${payload} stored in any text field, on any screen`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const texts = textsWith(payload);
    const world = await buildWorld(request, texts);
    const pages = { owner: await pageAs(browser, world, 'owner'), subUser: await pageAs(browser, world, 'subUser'), visitor: await pageAs(browser, world, 'visitor') };
    await recorded(`stored-script-${index + 1}`, async (rows) => {
      let checked = 0;
      let held = false;
      try {
        for (const screen of screensOf(world, texts)) {
          const { page, dialogs } = pages[screen.as];
          await page.goto(screen.url);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          if ('step' in screen) await page.getByRole('button', { name: screen.step }).click();
          if ('popup' in screen) await page.getByRole('row').filter({ hasText: String(years.bought) }).getByRole('button', { name: screen.popup }).click();
          // Every field the screen should show is on it, as text: proof the payload reached the page.
          for (const text of screen.shows) await expect.poll(() => shownText(page), `${screen.url} shows ${text}`).toContain(text);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), `${screen.url} as ${screen.as}`).toBeUndefined();
          expect(dialogs, `${screen.url} as ${screen.as}`).toEqual([]);
          checked += screen.shows.length;
        }
        held = true;
      } finally {
        rows.push({ area: 'security', check: `stored script ${payload} (fields x screens)`, count: checked, held });
      }
      for (const { page } of Object.values(pages)) await page.context().close();
    });
  });
}
