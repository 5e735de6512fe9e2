import { describe, expect, it } from 'vitest';
import { parseOpsArgs, usage } from '../../src/cli/ops-args';
import { openDatabase } from '../../src/db/open';
import { queueMail } from '../../src/domains/mail/outbox';
import { tempDir } from '../helpers/build';
import { ops } from '../helpers/ops-cli';
import { sendingEngine } from '../helpers/jobs';

const mailFrom = { MAIL_FROM: 'Commons <hello@commons.test>' };
const id = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';

function read(args: string[]) {
  const call = parseOpsArgs(args);
  return call === 'help' ? call : { command: `${call.command.group} ${call.command.action}`, input: call.input };
}

describe('mail ops arguments', () => {
  it.each([
    [['mail', 'list'], { command: 'mail list', input: {} }],
    [['mail', 'list', 'Ann@Example.com'], { command: 'mail list', input: { email: 'ann@example.com' } }],
    [['mail', 'show', id.toUpperCase()], { command: 'mail show', input: { mailId: id } }],
  ])('should read %j', (args, expected) => {
    expect(read(args)).toEqual(expected);
  });

  it('should read a resend with its reason as typed', () => {
    expect(read(['mail', 'resend', id, '--reason', 'Lost it'])).toMatchObject({ command: 'mail resend', input: { mailId: id, reason: 'Lost it' } });
  });

  it.each([
    [['mail', 'show'], 'Missing mail id'],
    [['mail', 'show', 'nope'], 'No mail has this id'],
    [['mail', 'list', 'not-an-email'], 'Invalid email'],
    [['mail', 'list', 'a@example.com', 'b@example.com'], 'Unexpected argument "b@example.com"'],
    [['mail', 'resend', id], 'reason'],
  ])('should refuse %j', (args, message) => {
    expect(() => parseOpsArgs(args)).toThrow(message);
  });

  it('should show the optional address in brackets in the usage', () => {
    expect(usage).toContain('mail list [<email>]');
    expect(usage).toContain('mail show <id>');
    expect(usage).toContain('mail resend <id> --reason TEXT');
  });
});

describe('ops mail list and show', () => {
  it('should list the outbox and print one mail with each link on its own line', async () => {
    const dataDir = await tempDir('ops-mail');
    const handle = await openDatabase({ databaseUrl: null, dataDir });
    let mailId: string;
    const jobs = await sendingEngine(handle.db);
    try {
      await queueMail(handle.db, jobs, {
        to: 'other@example.com',
        category: 'receipt',
        subject: 'Your top-up of $25.00',
        heading: 'Top-up received',
        paragraphs: ['Thank you.'],
      });
      mailId = await queueMail(handle.db, jobs, {
        to: 'ann@example.com',
        category: 'documents',
        subject: 'Your passport was accepted',
        heading: 'Passport accepted',
        paragraphs: ['An operator accepted your passport.'],
        action: { label: 'See your profile', url: 'http://localhost:8080/profile' },
        attachments: [{ kind: 'certificate', retirementId: id }],
        unsubscribeUrl: 'http://localhost:8080/unsubscribe?token=u1',
      });
    } finally {
      await jobs.stop();
      await handle.close();
    }

    const all = await ops(['mail', 'list'], dataDir, mailFrom);
    expect(all).toHaveLength(2);
    const line = new RegExp(`^${mailId} +ann@example.com +Your passport was accepted +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC +queued$`);
    expect(all[0]).toMatch(line);
    expect(all[1]).toContain('other@example.com');
    const one = await ops(['mail', 'list', 'ANN@example.com'], dataDir, mailFrom);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatch(line);

    const shown = await ops(['mail', 'show', mailId], dataDir, mailFrom);
    expect(shown.slice(0, 3)).toEqual([`Message-ID: <${mailId}@carbon-commons.mail>`, 'From: Commons <hello@commons.test>', 'To: ann@example.com']);
    expect(shown).toContain('Subject: Your passport was accepted');
    expect(shown).toContain('State: queued, 0 attempts');
    expect(shown).toContain(`Attachments: certificate-${id}.pdf`);
    expect(shown).toContain('See your profile: http://localhost:8080/profile');
    expect(shown.slice(shown.indexOf('Links:'))).toEqual([
      'Links:',
      'http://localhost:8080/profile',
      'http://localhost:8080/unsubscribe?token=u1',
    ]);
    // Each run opens the embedded database in a process of its own: seconds on a busy machine.
  }, 120_000);
});
