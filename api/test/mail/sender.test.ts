import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { OperationalData } from '@commons/shared/schemas';
import { mailOutbox } from '../../src/db/schema';
import { queueMail } from '../../src/domains/mail/outbox';
import type { MailInput } from '../../src/domains/mail/types';
import { useTestApp } from '../helpers/build';
import { addListing, post, saveYear } from '../helpers/carbon';
import { useMailbox } from '../helpers/mailbox';
import { approvedUser, creditWallet } from '../helpers/wallet';

const note = (to: string, subject = 'A note'): MailInput => ({
  to,
  category: 'security',
  subject,
  heading: subject,
  paragraphs: ['Hello.'],
});
const address = () => `sender-${randomUUID()}@example.com`;

describe('the mail sender', () => {
  const mailbox = useMailbox();
  const ctx = useTestApp(() => ({ smtpUrl: mailbox.smtpUrl }), {
    // The engine's retry delay is whole seconds: one second between attempts.
    mailTiming: { backoffMs: 1000, maxBackoffMs: 1000, maxAttempts: 3, leaseMs: 10_000 },
  });
  const rowOf = async (id: string) => (await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('should retry with a growing wait while the SMTP server refuses, then send it once', async () => {
    const to = address();
    mailbox.refuseNext(2);
    const id = await queueMail(ctx.app.db, ctx.app.jobs, note(to));
    const mail = await mailbox.waitFor({ to });
    await expect.poll(() => rowOf(id)).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect(mailbox.messages.filter((m) => m.messageId === mail.messageId)).toHaveLength(1);
  });

  it('should give up as failed after the last attempt, keeping the reason', async () => {
    const to = address();
    mailbox.refuseNext(3);
    const id = await queueMail(ctx.app.db, ctx.app.jobs, note(to));
    await expect.poll(() => rowOf(id), { timeout: 10_000 }).toMatchObject({ state: 'failed', attempts: 3 });
    expect((await rowOf(id))?.lastError).toContain('451');
    expect(mailbox.messages.filter((m) => m.to.includes(to))).toEqual([]);
  });

  it('should send a mail whose sender died mid-send once its lease runs out', async () => {
    const to = address();
    // A sender that claimed the mail for 300 ms and died: nobody marks it sent or queued again.
    const id = await ctx.app.db.transaction(async (tx) => {
      const queued = await queueMail(tx, ctx.app.jobs, note(to, 'After a crash'));
      await tx
        .update(mailOutbox)
        .set({ state: 'sending', attempts: 1, leaseUntil: new Date(Date.now() + 300) })
        .where(eq(mailOutbox.id, queued));
      return queued;
    });
    expect(await rowOf(id)).toMatchObject({ state: 'sending', attempts: 1 });
    const mail = await mailbox.waitFor({ to, subject: 'After a crash' });
    expect(mail.messageId).toBe(`<${id}@carbon-commons.mail>`);
    await expect.poll(() => rowOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('should give up on a mail whose every attempt died mid-send, without sending it again', async () => {
    const to = address();
    const id = await ctx.app.db.transaction(async (tx) => {
      const queued = await queueMail(tx, ctx.app.jobs, note(to, 'Never finished'));
      // Three claims (the most this app makes) whose senders all died: the last lease ran out.
      await tx
        .update(mailOutbox)
        .set({ state: 'sending', attempts: 3, leaseUntil: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, queued));
      return queued;
    });
    await expect.poll(() => rowOf(id)).toMatchObject({ state: 'failed', attempts: 4 });
    expect((await rowOf(id))?.lastError).toBe('no attempt finished: the sender stopped mid-send 3 times');
    expect(mailbox.messages.filter((m) => m.to.includes(to))).toEqual([]);
  });

  it("should attach a purchase's certificate, built when sent", async () => {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const listing = await addListing(ctx.app, { quantity: 100, remaining: 100, nextSerial: 1 });
    const record = await saveYear(ctx.app, user.token);
    const reply = await post(ctx.app, user.token, 'operational-data/individual/checkout', {
      listingId: listing.id,
      operationalDataId: record.operationalDataId,
    });
    const { checkoutId } = reply.json<OperationalData>().retirements[0]!;
    const to = address();
    await queueMail(ctx.app.db, ctx.app.jobs, {
      ...note(to, 'Your certificate'),
      category: 'receipt',
      attachments: [{ kind: 'certificate', retirementId: checkoutId, siteOrigin: 'https://commons.example' }],
    });
    const mail = await mailbox.waitFor({ to, subject: 'Your certificate' });
    const pdf = mail.attachments.find((a) => a.filename === `certificate-${checkoutId}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!.content)), { mergePages: true });
    expect(text).toContain(`https://commons.example/verify/${checkoutId}`);
  });
});
