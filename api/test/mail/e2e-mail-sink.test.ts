import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startMailSink, type MailSink } from '../../../e2e/mail-sink';
import { waitForMail } from '../../../e2e/tests/mailbox';
import { queueMail } from '../../src/domains/mail/outbox';
import { tempDir, useTestApp } from '../helpers/build';

/**
 * The e2e suite's mail path without a browser (the Playwright config starts this sink and gives
 * the site its address): the site's sender, the sink's files, `waitForMail` reading them.
 */
describe('the e2e SMTP sink and waitForMail', () => {
  let sink: MailSink;
  const ctx = useTestApp(async () => {
    process.env.E2E_MAIL_DIR = await tempDir('mail');
    sink = await startMailSink(process.env.E2E_MAIL_DIR);
    return { smtpUrl: sink.smtpUrl };
  });

  it('should hand waitForMail what the site sent, links and attachments included', async () => {
    const to = `Sink-${randomUUID()}@Example.com`;
    const before = new Date();
    await queueMail(ctx.app.db, ctx.app.jobs, {
      to,
      category: 'security',
      subject: 'Reset your password',
      heading: 'Reset your password',
      paragraphs: ['Someone asked to reset the password of this account.'],
      action: { label: 'Choose a new password', url: 'http://127.0.0.1:9/reset-password?token=t0k3n' },
    });
    const mail = await waitForMail({ to: to.toLowerCase(), subject: 'Reset your', after: before }, 10_000);
    expect(mail.links).toEqual(['http://127.0.0.1:9/reset-password?token=t0k3n']);
    expect(mail.html).toContain('Choose a new password');
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['image/png']);
    await expect(waitForMail({ to, subject: 'Reset your', after: new Date(Date.now() + 60_000) }, 300)).rejects.toThrow(
      /No mail to .* about "Reset your" within 300 ms \(received: none\)/,
    );
    await sink.close();
  });
});
