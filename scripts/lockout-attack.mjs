// The lockout attack outside scanners found (docs/product-rules.md#sign-in-security), replayed
// against a running server (`node scripts/lockout-attack.mjs http://127.0.0.1:PORT`). Loopback on
// Linux answers every 127.0.0.x, so each source address is a `localAddress`; the server must take
// the socket's address (no TRUST_PROXY). Prints what the owner gets afterwards, with and without
// the cookie the browser kept from an earlier sign-in (`commons_device`).
import { request } from 'node:http';
import { randomUUID } from 'node:crypto';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:8080');
const sources = Number(process.argv[3] ?? 23);

/** POSTs JSON from `from`; answers status, JSON body, Set-Cookie and Retry-After. */
function post(path, body, { from = '127.0.0.1', cookie } = {}) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: `/api/api${path}`,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null, setCookie: res.headers['set-cookie'] ?? [], retryAfter: res.headers['retry-after'] }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const deviceCookie = (response) => response.setCookie.map((line) => line.split(';')[0]).find((pair) => pair.startsWith('commons_device=')) ?? null;
const show = (label, response) =>
  console.log(`${label}: ${response.status}${response.retryAfter ? ` (Retry-After ${response.retryAfter} s = ${Math.ceil(response.retryAfter / 60)} min)` : ''}${response.body?.message ? ` ${response.body.message}` : ''}`);

const owner = { name: 'Owner Person', email: `owner-${randomUUID()}@example.com`, password: 'owner password 1', phone: '+41791234567' };
await post('/auth/individual/signup', owner);
const first = await post('/auth/individual/login', { email: owner.email, password: owner.password });
const cookie = deviceCookie(first);
console.log(`owner signed in once from 127.0.0.1: ${first.status}, device cookie ${cookie ? 'set' : 'none'}`);

// 1. Five wrong passwords from each of `sources` addresses against the owner's account.
let failures = 0;
for (let i = 0; i < sources; i++) {
  for (let j = 0; j < 5; j++) {
    const r = await post('/auth/individual/login', { email: owner.email, password: `guess ${i} ${j}` }, { from: `127.0.0.${i + 2}` });
    if (r.status === 401) failures += 1;
  }
}
console.log(`attack 1: ${failures} wrong passwords from ${sources} addresses (127.0.0.2-127.0.0.${sources + 1})`);
if (cookie) show('  owner, known browser (device cookie), 127.0.0.1', await post('/auth/individual/login', { email: owner.email, password: owner.password }, { cookie }));
show('  owner, unknown browser, 127.0.0.1', await post('/auth/individual/login', { email: owner.email, password: owner.password }));
show('  owner, unknown browser, 127.0.0.40', await post('/auth/individual/login', { email: owner.email, password: owner.password }, { from: '127.0.0.40' }));

// 2. Fifty failures from one address across other accounts: the address everyone shares behind a proxy.
const shared = '127.0.0.50';
const neighbour = { ...owner, email: `neighbour-${randomUUID()}@example.com` };
await post('/auth/individual/signup', neighbour);
const neighbourFirst = await post('/auth/individual/login', { email: neighbour.email, password: neighbour.password }, { from: shared });
const neighbourCookie = deviceCookie(neighbourFirst);
for (let i = 0; i < 50; i++) await post('/auth/individual/login', { email: `stuffed-${i}-${randomUUID()}@example.com`, password: 'leaked' }, { from: shared });
console.log(`attack 2: 50 failures from ${shared} on other accounts`);
if (neighbourCookie) show(`  another account, known browser, ${shared}`, await post('/auth/individual/login', { email: neighbour.email, password: neighbour.password }, { from: shared, cookie: neighbourCookie }));
show(`  another account, unknown browser, ${shared}`, await post('/auth/individual/login', { email: neighbour.email, password: neighbour.password }, { from: shared }));
