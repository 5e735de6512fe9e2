// Temporary screenshot walk (not committed).
import { chromium } from '@playwright/test';
const base = process.env.BASE;
const sizes = [[390, 844], [1280, 800], [1920, 1080]];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shot = async (page, name) => { await page.waitForTimeout(800); await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true }); };
const email = `shot.${Date.now()}@example.com`;
for (const [w, h] of sizes) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto(`${base}/login`); await shot(page, `login-${w}`);
  await page.goto(`${base}/register`);
  await page.getByLabel('Name').fill('Ada Lovelace Green');
  await page.getByLabel('Email').fill(`${w}.${email}`);
  await page.getByLabel('Password', { exact: true }).fill('password12');
  await shot(page, `register-weak-${w}`);
  await page.getByLabel('Password', { exact: true }).fill('violet anchor mosaic river');
  await shot(page, `register-strong-${w}`);
  await page.getByLabel('Phone').fill('+4420 7946 0958');
  await page.getByRole('button', { name: /sign up/i }).click();
  await page.waitForURL(/profile|dashboard|reviewing/, { timeout: 30000 }).catch(() => {});
  await shot(page, `after-signup-${w}`);
  for (const path of ['/security', '/profile', '/your-data']) {
    await page.goto(`${base}${path}`); await shot(page, `${path.slice(1)}-${w}`);
  }
  await page.goto(`${base}/security`);
  const setup = page.getByRole('button', { name: /set up|turn on/i }).first();
  if (await setup.count()) { await setup.click(); await shot(page, `security-2fa-refused-${w}`); }
  await ctx.close();
}
await browser.close();
