import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLoginLimits } from '../../src/config';
import { signInLinkSentMessage } from '../../src/domains/auth/sign-in-link';
import { outboxTo } from '../helpers/outbox';
import { validSignup } from '../helpers/accounts';
import { useTestApp } from '../helpers/build';
import { recordRows, type ReliabilityRow } from './report';

/**
 * The lockout attack outside scanners found (docs/product-rules.md#sign-in-security), against a
 * real listening server with the limits in force. Without known browsers, five wrong passwords from
 * each of 23 loopback addresses lock the owner out for an hour from anywhere (the per-account cap),
 * and 50 failures from one address every account on it. A browser that signed in before (its device
 * cookie) must still sign in at once; a new browser with the right password gets a mailed one-time
 * link instead of an hour's wait, and signs in through it; the owner is told once. Linux answers every
 * 127.0.0.x on loopback, so each source is a `localAddress`, and the server (no TRUST_PROXY) sees
 * it as `request.ip`.
 */
const attackers = 23;
const rows: ReliabilityRow[] = [];

interface Answer {
  status: number;
  body: string;
  retryAfter: number | null;
  cookie: string | null;
  ms: number;
}

describe('the lockout attack from many loopback addresses', () => {
  const ctx = useTestApp();
  let port = 0;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(() => recordRows('lockout', rows));

  /** POSTs JSON on a fresh connection from `from`. */
  const post = (path: string, body: object, from: string, cookie?: string | null) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const started = Date.now();
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: `/api/api${path}`,
          method: 'POST',
          localAddress: from,
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...(cookie ? { cookie } : {}) },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => {
            const setCookie = (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('commons_device='));
            const retryAfter = res.headers['retry-after'];
            resolve({ status: res.statusCode ?? 0, body, retryAfter: retryAfter ? Number(retryAfter) : null, cookie: setCookie ?? null, ms: Date.now() - started });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  const login = (email: string, password: string, from: string, cookie?: string | null) =>
    post('/auth/individual/login', { email, password }, from, cookie);

  /** A new account that signed in once from `from`: its password and its browser's device cookie. */
  async function ownerWithKnownBrowser(from: string) {
    const owner = validSignup();
    expect((await post('/auth/individual/signup', owner, from)).status).toBe(201);
    const first = await login(owner.email, owner.password, from);
    expect(first.status).toBe(200);
    expect(first.cookie).toMatch(/^commons_device=/);
    return { owner, cookie: first.cookie };
  }

  it(`should let the owner in after 5 wrong passwords from each of ${attackers} addresses: the known browser at once, a new one by mailed link`, async () => {
    const { owner, cookie } = await ownerWithKnownBrowser('127.0.0.1');
    let tried = 0;
    for (let i = 0; i < attackers; i++) {
      for (let j = 0; j < 5; j++) {
        if ((await login(owner.email, `guess ${i} ${j}`, `127.0.0.${i + 2}`)).status === 401) tried += 1;
      }
    }
    // The per-account cap was reached: an unknown browser would now be locked out.
    expect(tried).toBe(defaultLoginLimits.perAccount);

    const known = await login(owner.email, owner.password, '127.0.0.1', cookie);
    const knownElsewhere = await login(owner.email, owner.password, '127.0.0.60', cookie);
    const unknown = await login(owner.email, owner.password, '127.0.0.61');
    const guess = await login(owner.email, 'one more guess', '127.0.0.62');
    const mails = await outboxTo(ctx.app.db, owner.email);
    const token = /\/sign-in-link\?token=([\w-]{43})/.exec(mails.find((mail) => mail.subject === 'Your one-time sign-in link')?.text ?? '')?.[1];
    const followed = token ? await post('/auth/individual/login/link', { token }, '127.0.0.61') : null;
    const notices = mails.filter((mail) => mail.subject === 'Many failed sign-ins on your account').length;
    const offered = unknown.status === 403 && JSON.parse(unknown.body).message === signInLinkSentMessage && unknown.retryAfter === null;
    rows.push(
      { area: 'lockout', check: `owner's known browser signs in after ${tried} failures from ${attackers} addresses`, count: 2, held: known.status === 200 && knownElsewhere.status === 200 },
      { area: 'lockout', check: 'a new browser with the right password is mailed a one-time link, no wait', count: 1, held: offered },
      { area: 'lockout', check: 'a wrong guess past the cap gets the same answer', count: 1, held: guess.status === unknown.status && guess.body === unknown.body },
      { area: 'lockout', check: 'the owner signs in through the mailed link, and is told of the attack once', count: 1, held: followed?.status === 200 && notices === 1 },
    );
    expect(known.status).toBe(200);
    expect(knownElsewhere.status).toBe(200);
    expect(offered).toBe(true);
    expect(guess.body).toBe(unknown.body);
    expect(followed?.status).toBe(200);
    expect(followed?.cookie).toMatch(/^commons_device=/);
    expect(notices).toBe(1);
    // The browser that followed the link is known now: its password alone gets it in.
    expect((await login(owner.email, owner.password, '127.0.0.61', followed?.cookie)).status).toBe(200);
  });

  it('should let a known browser in on an address whose 50 failures on other accounts capped it', async () => {
    const shared = '127.0.0.70';
    const { owner, cookie } = await ownerWithKnownBrowser(shared);
    for (let i = 0; i < defaultLoginLimits.perAddress; i++) {
      await login(`stuffed-${i}-${randomUUID().slice(0, 8)}@example.com`, 'leaked password', shared);
    }
    const known = await login(owner.email, owner.password, shared, cookie);
    const unknown = await login(owner.email, owner.password, shared);
    rows.push(
      { area: 'lockout', check: `known browser signs in on an address capped by ${defaultLoginLimits.perAddress} failures`, count: 1, held: known.status === 200 },
      { area: 'lockout', check: 'an unknown browser on that address waits', count: 1, held: unknown.status === 429 },
    );
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(429);
  });

  it('should give a stolen device cookie only its own few guesses', async () => {
    const { owner, cookie } = await ownerWithKnownBrowser('127.0.0.80');
    const statuses = [];
    for (let i = 0; i < defaultLoginLimits.perKnownBrowser + defaultLoginLimits.freeFailures + 2; i++) {
      statuses.push((await login(owner.email, `guess ${i}`, '127.0.0.81', cookie)).status);
    }
    const guesses = statuses.filter((status) => status === 401).length;
    rows.push({
      area: 'lockout',
      check: 'a stolen device cookie gets its own cap, then the delays of an unknown browser',
      count: statuses.length,
      held: guesses === defaultLoginLimits.perKnownBrowser + defaultLoginLimits.freeFailures && statuses.at(-1) === 429,
    });
    expect(guesses).toBe(defaultLoginLimits.perKnownBrowser + defaultLoginLimits.freeFailures);
    expect(statuses.at(-1)).toBe(429);
  });
});
