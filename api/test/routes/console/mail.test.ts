import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '@commons/platform/db/audit';
import type { OutboxMail, OutboxPage } from '@commons/shared/schemas';
import { mailOutbox, staffMembers } from '../../../src/db/schema';
import { queueMail } from '../../../src/domains/mail/outbox';
import type { MailCategory } from '../../../src/domains/mail/types';
import { useTestApp } from '../../helpers/build';
import { consoleCall, signedInStaff } from '../../helpers/staff';

type Operator = Awaited<ReturnType<typeof signedInStaff>>;

describe('the console outbox: GET /mail, GET /mail/:mailId, POST /mail/:mailId/resend', () => {
  const ctx = useTestApp();
  let operator: Operator;
  const address = `Mail-${randomUUID().slice(0, 8)}@Example.com`;

  const call = (method: 'GET' | 'POST', path: string, payload?: object) => consoleCall(ctx.app, method, path, { cookie: operator.cookie, ...(payload ? { payload } : {}) });
  const queue = (subject: string, category: MailCategory = 'receipt', to = address) =>
    queueMail(ctx.app.db, ctx.app.jobs, { to, category, subject, heading: subject, paragraphs: ['<b>Not bold</b>'], action: { label: 'Open', url: 'https://example.com/wallet' } });
  const rowsTo = (to: string) => ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

  beforeAll(async () => {
    operator = await signedInStaff(ctx.app, 'operator');
  }, 120_000);

  it('should page the outbox newest first, searched by address in any case on the server, with a total', async () => {
    const ids = [await queue('First'), await queue('Second'), await queue('Third')];
    await queue('Elsewhere', 'receipt', `other-${randomUUID().slice(0, 8)}@example.com`);

    const search = encodeURIComponent(address.slice(0, 13).toUpperCase());
    const first = await call('GET', `/mail?limit=2&q=${search}`);
    expect(first.statusCode).toBe(200);
    const page = first.json<OutboxPage>();
    expect(page.mails).toEqual([
      { mailId: ids[2], to: address, subject: 'Third', state: expect.any(String), createdAt: expect.any(String), attempts: expect.any(Number) },
      expect.objectContaining({ mailId: ids[1], subject: 'Second' }),
    ]);
    expect(page).toMatchObject({ page: 1, limit: 2, total: 3 });
    const second = (await call('GET', `/mail?limit=2&q=${address.slice(0, 13)}&page=2`)).json<OutboxPage>();
    expect(second.mails.map((m) => m.mailId)).toEqual([ids[0]]);
    expect(second).toMatchObject({ page: 2, total: 3 });

    const all = (await call('GET', '/mail?limit=50')).json<OutboxPage>();
    expect(all.mails[0]!.subject).toBe('Elsewhere');
    expect((await call('GET', '/mail?limit=99')).statusCode).toBe(400);
  });

  it('should sort the outbox by each whitelisted column both ways, filter by state, and refuse other keys', async () => {
    const to = `sorted-${randomUUID().slice(0, 8)}@example.com`;
    const ids = [await queue('Banana', 'receipt', to), await queue('apple', 'receipt', to), await queue('Cherry', 'receipt', to)];
    // The mail worker hands each new mail on at once: wait until it has, so no row changes between two reads.
    await vi.waitFor(async () => expect((await rowsTo(to)).every((row) => row.state !== 'queued' && row.state !== 'sending')).toBe(true), {
      timeout: 20_000,
    });
    await ctx.app.db.update(mailOutbox).set({ attempts: 3, state: 'failed' }).where(eq(mailOutbox.id, ids[1]!));
    const list = async (query: string) => {
      const reply = await call('GET', `/mail?q=${to}&limit=50&${query}`);
      expect(reply.statusCode, query).toBe(200);
      return reply.json<OutboxPage>();
    };
    const subjects = async (query: string) => (await list(query)).mails.map((mail) => mail.subject);
    expect(await subjects('')).toEqual(['Cherry', 'apple', 'Banana']);
    expect(await subjects('sort=createdAt&order=asc')).toEqual(['Banana', 'apple', 'Cherry']);
    // Sorted by the database's collation; the order one way is the other reversed.
    const bySubject = await subjects('sort=subject&order=asc');
    expect(await subjects('sort=subject&order=desc')).toEqual([...bySubject].reverse());
    expect((await subjects('sort=attempts&order=desc'))[0]).toBe('apple');
    expect((await subjects('sort=attempts&order=asc')).at(-1)).toBe('apple');
    expect((await subjects('sort=state&order=asc'))[0]).toBe('apple');
    for (const sort of ['to', 'subject', 'state', 'attempts', 'createdAt']) {
      const up = (await list(`sort=${sort}&order=asc`)).mails.map((mail) => mail.mailId);
      const down = (await list(`sort=${sort}&order=desc`)).mails.map((mail) => mail.mailId);
      expect(new Set(up), sort).toEqual(new Set(ids));
      expect(down, sort).toEqual([...up].reverse());
    }
    expect(await list('state=failed')).toMatchObject({ total: 1, mails: [{ mailId: ids[1], state: 'failed' }] });
    expect((await call('GET', '/mail?q=no-such-address-anywhere')).json<OutboxPage>()).toMatchObject({ total: 0, mails: [] });
    // `%` and `_` are letters in a search, not wildcards.
    expect((await call('GET', '/mail?q=%25')).json<OutboxPage>().total).toBe(0);
    for (const [query, message] of [
      ['sort=html', 'sort: must be one of createdAt, to, subject, state, attempts'],
      ['order=up', 'order: must be one of asc, desc'],
      ['state=lost', 'state: must be one of queued, sending, sent, failed, kept'],
      ['page=0', 'page: page must be at least 1'],
    ] as const) {
      const refused = await call('GET', `/mail?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toEqual({ message });
    }
  });

  it('should show one mail as text with its links, and answer 404 for none and 400 for an id that is none', async () => {
    const mailId = await queue('Your receipt');
    const shown = await call('GET', `/mail/${mailId}`);
    expect(shown.statusCode).toBe(200);
    const mail = shown.json<OutboxMail>();
    expect(mail).toMatchObject({ mailId, to: address, subject: 'Your receipt', category: 'receipt', links: ['https://example.com/wallet'] });
    expect(mail.text).toContain('<b>Not bold</b>');
    expect(mail).not.toHaveProperty('html');

    // A link with a token acts for the recipient: staff see where it leads, never the token.
    const reset = await queueMail(ctx.app.db, ctx.app.jobs, {
      to: address,
      category: 'security',
      subject: 'Reset your password',
      heading: 'Reset your password',
      paragraphs: ['Follow the link.'],
      action: { label: 'Reset', url: 'https://example.com/reset-password?token=s3cr3t-token' },
    });
    const masked = (await call('GET', `/mail/${reset}`)).json<OutboxMail>();
    expect(masked.text).toContain('https://example.com/reset-password?[hidden: for the recipient only]');
    expect(JSON.stringify(masked)).not.toContain('s3cr3t-token');
    expect(masked.links).toEqual([]);

    const unknown = await call('GET', `/mail/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No mail has this id' });
    expect((await call('GET', '/mail/not-an-id')).statusCode).toBe(400);
  });

  it('should resend as a new outbox row, the original unchanged, audited with the staff member and reason', async () => {
    const to = `resend-${randomUUID().slice(0, 8)}@example.com`;
    const mailId = await queue('Withdrawal decided', 'receipt', to);
    const [before] = await rowsTo(to);

    const resent = await call('POST', `/mail/${mailId}/resend`, { reason: '  The person lost it  ' });
    expect(resent.statusCode).toBe(200);
    const copy = resent.json<{ mailId: string }>();
    expect(copy).toEqual({ mailId: expect.any(String), to, subject: 'Withdrawal decided', state: 'queued', createdAt: expect.any(String), attempts: 0 });
    expect(copy.mailId).not.toBe(mailId);

    const rows = await rowsTo(to);
    expect(rows).toHaveLength(2);
    const stored = rows.find((row) => row.id === copy.mailId)!;
    expect(stored).toMatchObject({ subject: before!.subject, text: before!.text, html: before!.html, category: 'receipt' });
    expect(stored.messageId).not.toBe(before!.messageId);
    const original = rows.find((row) => row.id === mailId)!;
    expect({ ...original, state: undefined, attempts: undefined, sentAt: undefined, nextAttemptAt: undefined, leaseUntil: undefined }).toEqual({
      ...before,
      state: undefined,
      attempts: undefined,
      sentAt: undefined,
      nextAttemptAt: undefined,
      leaseUntil: undefined,
    });

    const [member] = await ctx.app.db.select().from(staffMembers).where(eq(staffMembers.email, operator.email));
    const events = await ctx.app.db.select().from(auditEvents).where(and(eq(auditEvents.target, mailId), eq(auditEvents.kind, 'mail.resend')));
    expect(events).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actorId: member!.id,
        actorName: 'Sam Staff',
        reason: 'The person lost it',
        after: { mailId: copy.mailId, to, subject: 'Withdrawal decided', category: 'receipt' },
      }),
    ]);
  });

  it('should require a reason, refuse security mail with 409, and answer 404 for none, changing nothing', async () => {
    const to = `refused-${randomUUID().slice(0, 8)}@example.com`;
    const receipt = await queue('A receipt', 'receipt', to);
    for (const payload of [{}, { reason: '   ' }]) {
      const refused = await call('POST', `/mail/${receipt}/resend`, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'Reason is required' });
    }
    const security = await queue('Your sign-in link', 'security', to);
    const conflict = await call('POST', `/mail/${security}/resend`, { reason: 'Asked for it again' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json<{ message: string }>().message).toMatch(/one-time/);
    expect((await call('POST', `/mail/${randomUUID()}/resend`, { reason: 'Lost' })).statusCode).toBe(404);

    expect(await rowsTo(to)).toHaveLength(2);
    for (const target of [receipt, security]) expect(await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.target, target))).toEqual([]);
  });
});
