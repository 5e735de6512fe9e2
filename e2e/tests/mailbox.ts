import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type HeaderValue } from 'mailparser';

/** One mail the site sent, as the SMTP sink of the Playwright config received it. */
export interface SentMail {
  /** The envelope's recipients, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every absolute http(s) URL of the plain text part, in order: the links a person follows. */
  links: string[];
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
  headers: Map<string, HeaderValue>;
  receivedAt: Date;
}

export interface MailMatch {
  to: string;
  /** Text the subject contains, or a pattern it matches. */
  subject?: string | RegExp;
  /** Only mail received at or after this moment (say, before the click that sends it). */
  after?: Date;
}

const linksOf = (text: string) => text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests with playwright.config.ts, which starts the SMTP sink');
  return dir;
}

/** Every mail of the sink's folder received at or after `after`, oldest first. */
async function readMail(after: Date | undefined): Promise<SentMail[]> {
  const names = (await readdir(mailDir())).filter((name) => name.endsWith('.eml')).sort((a, b) => parseInt(a) - parseInt(b));
  const recent = names.filter((name) => !after || parseInt(name) >= after.getTime());
  return Promise.all(
    recent.map(async (name) => {
      const parsed = await simpleParser(await readFile(join(mailDir(), name)), { keepCidLinks: true });
      const envelope = parsed.headers.get('x-envelope-to');
      const text = parsed.text ?? '';
      return {
        to: (Array.isArray(envelope) ? envelope : [envelope]).map((address) => String(address).toLowerCase()),
        subject: parsed.subject ?? '',
        text,
        html: typeof parsed.html === 'string' ? parsed.html : '',
        links: linksOf(text),
        attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
        headers: parsed.headers,
        receivedAt: new Date(parseInt(name)),
      };
    }),
  );
}

const subjectMatches = (subject: string, wanted: MailMatch['subject']) =>
  wanted === undefined || (typeof wanted === 'string' ? subject.includes(wanted) : wanted.test(subject));

/** The first mail to `to` (about `subject`, received after `after`), waiting for it up to `timeoutMs`. */
export async function waitForMail({ to, subject, after }: MailMatch, timeoutMs = 20_000): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = await readMail(after);
    const found = all.find((mail) => mail.to.includes(to.toLowerCase()) && subjectMatches(mail.subject, subject));
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = all.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('; ') || 'none';
      throw new Error(`No mail to ${to}${subject ? ` about "${subject}"` : ''} within ${timeoutMs} ms (received: ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
