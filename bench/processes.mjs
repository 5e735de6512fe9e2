// Starting and stopping what the benchmarks measure, and the account they measure it with.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';

/** A port free on 127.0.0.1 right now, chosen by the system (other people's servers share the machine). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns a command in its own process group (start.mjs and tsx each run the server as a child,
 * and all of them must stop together) and resolves once `readyUrl` answers at all.
 */
export async function startProcess(command, args, { env, cwd = root, readyUrl, timeoutMs = 300_000 }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  // The end of its error output, to say why when it stops before answering.
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk).slice(-2000);
  });
  let exit = null;
  child.on('exit', (code, signal) => {
    exit = signal ?? `code ${code}`;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fetch(readyUrl).then(() => true, () => false)) return child;
    if (exit !== null) throw new Error(`${args.at(-1)} stopped (${exit}) before answering at ${readyUrl}:\n${errors.trim()}`);
    await pause(100);
  }
  await stopProcess(child);
  throw new Error(`${args.at(-1)} did not answer at ${readyUrl} within ${timeoutMs / 1000} s:\n${errors.trim()}`);
}

/** Stops the process group and waits until none of it is left (the server has closed its database). */
export async function stopProcess(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch (error) {
    if (error.code === 'ESRCH') return; // already gone
    throw error;
  }
  for (;;) {
    try {
      process.kill(-child.pid, 0);
    } catch {
      return;
    }
    await pause(100);
  }
}

/** The site as `npm start` runs it, on `port` and `dataDir`. */
export async function startSite(port, dataDir) {
  const url = `http://127.0.0.1:${port}`;
  // The operator token reads the sign-up mail, so an account can verify its address.
  const operatorToken = crypto.randomUUID();
  const child = await startProcess(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    // The bench signs its accounts up from one loopback address.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SIGNUPS_PER_ADDRESS: '1000000', OPERATOR_TOKEN: operatorToken },
    readyUrl: `${url}/registry/remotes.json`,
  });
  return { child, url, operatorToken };
}

/**
 * The profile fields beside name and phone (which signup sets): saving them completes a profile,
 * which approves the account under ACCOUNT_REVIEW=auto. The reliability load uses them too.
 */
export const profileToApprove = {
  city: 'Bristol',
  country: 'United Kingdom',
  education: 'MSc',
  profession: 'Analyst',
  nationality: 'United Kingdom',
  citizenshipNo: 'GB1234567',
  uidOfResidence: 'UID-778899',
};

/**
 * Follows the sign-up's verification link as the person would. Without SMTP_URL the mail stays in
 * the outbox, read through the operator endpoint with `operatorToken` (docs/mail.md).
 */
async function verifyAddress(url, operatorToken, email) {
  const operator = { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` };
  const post = (path, body, headers = operator) =>
    fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => r.json());
  const { mails } = await post('/api/operator/mail/list', { email });
  for (const { mailId } of mails ?? []) {
    const { links = [] } = await post('/api/operator/mail/show', { mailId });
    const link = links.find((href) => href.includes('/verify-email?'));
    if (!link) continue;
    const token = new URL(link).searchParams.get('token');
    const verified = await fetch(`${url}/api/api/auth/individual/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (verified.ok) return;
  }
  throw new Error(`bench: no verification link reached ${email}`);
}

/**
 * A new account, approved (its profile complete), through the API: its person and session token.
 * With `operatorToken` its address is verified too, as money and lasting set-up need
 * (docs/product-rules.md#what-waits-for-a-verified-address).
 */
export async function approvedAccount(url, { operatorToken } = {}) {
  const email = `bench.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
  const person = { name: 'Bench Marker Green', email, password: 'correct horse battery', phone: '+4420 7946 0958' };
  const headers = { 'content-type': 'application/json' };
  const signup = await fetch(`${url}/api/api/auth/individual/signup`, { method: 'POST', headers, body: JSON.stringify(person) });
  const { token } = await signup.json();
  if (operatorToken) await verifyAddress(url, operatorToken, email);
  const profile = await fetch(`${url}/api/api/user/individual/update-profile-details`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: profileToApprove }),
  });
  if (!profile.ok) throw new Error(`the bench account could not be approved: ${profile.status}`);
  return { person, token };
}

/**
 * Gives the account `token` a payout account, as a withdrawal needs
 * (docs/product-rules.md#money-and-payments); withdrawals to it open at once only on a server
 * started with `PAYOUT_ACCOUNT_HOLD_HOURS=0`.
 */
export async function addPayoutAccount(url, token, person) {
  const account = { kind: 'iban', holderName: 'Bench Marker Green', iban: 'NL91ABNA0417164300' };
  const set = await fetch(`${url}/api/api/wallet/individual/payout-account`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ account, password: person.password }),
  });
  if (!set.ok) throw new Error(`the bench account's payout account was refused: ${set.status} ${await set.text()}`);
}

/**
 * An approved account with last year's operational data, so its dashboard draws the Victory chart
 * as a user's does (the bench measures /dashboard with it).
 */
export async function accountWithAYear(url, { operatorToken } = {}) {
  const account = await approvedAccount(url, { operatorToken });
  const year = {
    year: new Date().getFullYear() - 1,
    totalNoofVehicels: 1,
    annualCarMiles: 5000,
    annualElectricalConsumption: 3000,
    annualWaterConsumption: 100,
  };
  const saved = await fetch(`${url}/api/api/operational-data/individual/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify(year),
  });
  if (!saved.ok) throw new Error(`the bench account's year could not be saved: ${saved.status}`);
  return account;
}

/** Asks `path` of the API as `token`, JSON in and out; throws with the server's message on failure. */
async function callApi(url, token, path, { method = 'GET', body } = {}) {
  const response = await fetch(`${url}/api/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = await response.json();
  if (!response.ok) throw new Error(`bench: ${method} ${path} answered ${response.status}: ${reply.message}`);
  return reply;
}

/**
 * Tops the wallet up by `amount` USD through the sandbox checkout (the session, then the paid card
 * form, whose event credits it) and waits until the credit is in.
 */
export async function fundWallet(url, token, amount) {
  const before = (await callApi(url, token, 'wallet/individual/my-wallet')).amount;
  const session = await callApi(url, token, 'wallet/session-url', {
    method: 'POST',
    body: { amount, customerEmail: 'payer@example.com', idempotencyKey: crypto.randomUUID() },
  });
  const card = new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/49', cvc: '123' });
  await fetch(new URL(new URL(session.url).pathname, url), { method: 'POST', body: card, redirect: 'manual' });
  for (let tries = 0; (await callApi(url, token, 'wallet/individual/my-wallet')).amount === before; tries += 1) {
    if (tries > 100) throw new Error('bench: the top-up never reached the wallet');
    await pause(100);
  }
}

/**
 * An account that bought its year's credits and turned its public impact page on, as
 * a person sharing it would: the path of that page, `/u/<handle>`. Topping up and the page wait
 * for a verified address (docs/product-rules.md#what-waits-for-a-verified-address).
 */
export async function publicImpactPage(url, operatorToken) {
  const { token } = await accountWithAYear(url, { operatorToken });
  await fundWallet(url, token, 500);
  const [record] = await callApi(url, token, 'operational-data/individual');
  const { listingId } = await callApi(url, token, 'carbon-credits/individual/get-fifo-listing', {
    method: 'POST',
    body: { requiredQuantity: record.estimatedEmissions },
  });
  await callApi(url, token, 'operational-data/individual/checkout', { method: 'POST', body: { listingId, operationalDataId: record.operationalDataId } });
  const handle = `bench-${Date.now().toString(36)}`;
  await callApi(url, token, 'user/individual/public-page', { method: 'PUT', body: { enabled: true, handle, displayName: 'Bench Marker' } });
  return `/u/${handle}`;
}
