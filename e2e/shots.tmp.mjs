import { chromium, request as pwRequest } from '@playwright/test';
const base = 'http://127.0.0.1:8090';
const sizes = [[390, 844], [1280, 800], [1920, 1080]];
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const api = await pwRequest.newContext({ baseURL: base });
const id = Date.now().toString(36);
const person = { name: 'Ada Lovelace Green', email: `ada.${id}@example.com`, password: 'correct horse battery', phone: '+4420 7946 0958' };
const signup = await api.post('/api/api/auth/individual/signup', { data: person });
const { token } = await signup.json();
const auth = { Authorization: `Bearer ${token}` };
const upd = await api.post('/api/api/user/individual/update-profile-details', { headers: auth, data: { data: {
  city: 'Bristol', country: 'United Kingdom', education: 'MSc', profession: 'Analyst', nationality: 'United Kingdom', citizenshipNo: 'GB1234567', uidOfResidence: 'UID-778899' } } });
console.log('approved', (await upd.json()).accountStatus);
const session = await api.post('/api/api/wallet/session-url', { headers: auth, data: { amount: 1000, customerEmail: person.email, idempotencyKey: crypto.randomUUID() } });
const { url } = await session.json();
const paid = await api.post(url, { form: { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, maxRedirects: 0 });
console.log('paid', paid.status());
const year = new Date().getFullYear() - 1;
const saved = await api.post('/api/api/operational-data/individual/add', { headers: auth, data: { year, totalNoofVehicels: 2, annualCarMiles: 20000, annualElectricalConsumption: 10000, annualWaterConsumption: 50000 } });
console.log('saved', saved.status());
await new Promise((r) => setTimeout(r, 2000));
for (const [w, h] of sizes) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const [name, path] of [['projects', '/projects'], ['project', '/projects/GS2443'], ['methodology', '/methodology'], ['unknown', '/projects/GS000']]) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shots/${name}-${w}.png`, fullPage: name !== 'methodology' });
  }
  await page.goto(base + '/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: /^Log ?in$/i }).click();
  await page.waitForURL(/dashboard|profile/);
  await page.goto(base + '/carbon-credits', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Checkout' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Purchasing Credits' });
  await dialog.getByRole('combobox', { name: 'Project' }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/popup-${w}.png` });
  const options = await dialog.getByRole('combobox', { name: 'Project' }).locator('option').allTextContents();
  console.log(w, options);
  await dialog.getByRole('combobox', { name: 'Project' }).selectOption({ index: 2 });
  await dialog.getByRole('spinbutton', { name: 'Tonnes' }).fill('10');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/popup-error-${w}.png` });
  await page.goto(base + '/wizard', { waitUntil: 'networkidle' });
  await page.screenshot({ path: `/tmp/shots/wizard-${w}.png`, fullPage: true });
  await page.close();
}
await browser.close();
