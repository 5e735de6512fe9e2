import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { queueMail } from '../../src/domains/mail/outbox';
import type { MailInput } from '../../src/domains/mail/types';
import { useTestApp } from '../helpers/build';
import { useMailbox } from '../helpers/mailbox';
import { outboxTo } from '../helpers/outbox';

const address = () => `mail-${randomUUID()}@example.com`;

const welcome = (to: string): MailInput => ({
  to,
  category: 'security',
  subject: 'Confirm your email address',
  heading: 'Confirm your <email>',
  paragraphs: ['Someone signed up with this address & a password.', 'Ignore this mail if it was not you.'],
  action: { label: 'Confirm my address', url: 'http://localhost:8080/verify-email?token=abc' },
  details: [['Fee', '$1.20']],
});

describe('mail outbox over SMTP', () => {
  const mailbox = useMailbox();
  const ctx = useTestApp(() => ({ smtpUrl: mailbox.smtpUrl }));

  it('should send a mail queued in a committed transaction, with both parts, its mark and its links', async () => {
    const to = address();
    await ctx.app.db.transaction((tx) => queueMail(tx, ctx.app.jobs, welcome(to)));
    const mail = await mailbox.waitFor({ to, subject: 'Confirm your email' });
    expect(mail.from).toBe('no-reply@localhost');
    expect(mail.text).toContain('Someone signed up with this address & a password.');
    expect(mail.text).toContain('Confirm my address: http://localhost:8080/verify-email?token=abc');
    expect(mail.text).toContain('Fee: $1.20');
    expect(mail.links).toEqual(['http://localhost:8080/verify-email?token=abc']);
    expect(mail.html).toContain('Confirm your &lt;email&gt;');
    expect(mail.html).toContain('href="http://localhost:8080/verify-email?token=abc"');
    expect(mail.html).toContain('cid:brand-mark@carbon-commons');
    const mark = mail.attachments.find((a) => a.contentId === '<brand-mark@carbon-commons>');
    expect(mark?.contentType).toBe('image/png');
    await expect
      .poll(async () => (await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0])
      .toMatchObject({ state: 'sent', attempts: 1, messageId: mail.messageId });
  });

  it('should write and send nothing when the transaction rolls back', async () => {
    const to = address();
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await queueMail(tx, ctx.app.jobs, welcome(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const control = address();
    await ctx.app.db.transaction((tx) => queueMail(tx, ctx.app.jobs, welcome(control)));
    await mailbox.waitFor({ to: control });
    expect(mailbox.messages.filter((m) => m.to.includes(to))).toEqual([]);
    expect(await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).toEqual([]);
  });
});

describe('mail outbox without SMTP_URL', () => {
  const ctx = useTestApp();

  it('should keep a mail in the outbox and never send it', async () => {
    const to = address();
    const id = await ctx.app.db.transaction((tx) => queueMail(tx, ctx.app.jobs, welcome(to)));
    await expect.poll(async () => (await outboxTo(ctx.app.db, to)).map((row) => [row.id, row.state])).toEqual([[id, 'kept']]);
  });
});
