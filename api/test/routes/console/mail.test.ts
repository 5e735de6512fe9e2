import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
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

  it('should page the outbox newest first, searched by address in any case on the server', async () => {
    const ids = [await queue('First'), await queue('Second'), await queue('Third')];
    await queue('Elsewhere', 'receipt', `other-${randomUUID().slice(0, 8)}@example.com`);

    const first = await call('GET', `/mail?limit=2&to=${encodeURIComponent(address.slice(0, 13).toUpperCase())}`);
    expect(first.statusCode).toBe(200);
    const page = first.json<OutboxPage>();
    expect(page.mails).toEqual([
      { mailId: ids[2], to: address, subject: 'Third', state: expect.any(String), createdAt: expect.any(String), attempts: expect.any(Number) },
      expect.objectContaining({ mailId: ids[1], subject: 'Second' }),
    ]);
    expect(page.prevCursor).toBeNull();
    const second = (await call('GET', `/mail?limit=2&to=${address.slice(0, 13)}&cursor=${page.nextCursor}`)).json<OutboxPage>();
    expect(second.mails.map((m) => m.mailId)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();

    const all = (await call('GET', '/mail?limit=50')).json<OutboxPage>();
    expect(all.mails[0]!.subject).toBe('Elsewhere');
    expect((await call('GET', '/mail?cursor=nonsense')).json()).toEqual({ message: 'cursor: invalid cursor' });
    expect((await call('GET', '/mail?limit=99')).statusCode).toBe(400);
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
