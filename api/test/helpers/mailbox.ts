import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type HeaderValue } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/** One mail as it arrived, parsed. */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every absolute http(s) URL of the plain text part, in order. */
  links: string[];
  attachments: Array<{ filename: string; contentType: string; content: Buffer; contentId?: string }>;
  /** Header values by lower-case name, as mailparser reads them. */
  headers: Map<string, HeaderValue>;
  messageId: string;
  receivedAt: Date;
}

/**
 * Which mail `waitFor` takes: to the address, a subject containing the text (or matching),
 * received after a `mark()`. A mark, not a time: a mail received in the same millisecond as a
 * `new Date()` taken after it would pass for a later one.
 */
export interface MailMatch {
  to: string;
  subject?: string | RegExp;
  after?: MailMark;
}

/** How many mails the mailbox held at a moment, from `mark()`. */
export type MailMark = number & { readonly __mark: unique symbol };

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`: give it to the app as `smtpUrl`. */
  smtpUrl: string;
  /** Everything received so far, oldest first. */
  messages: ReceivedMail[];
  /** A point to wait for mails after: `waitFor({ to, after: mailbox.mark() })`. */
  mark(): MailMark;
  /** The first mail that matches, waiting for it up to `timeoutMs` (default 10 s). */
  waitFor(match: MailMatch, timeoutMs?: number): Promise<ReceivedMail>;
  /** Answers the next `count` mails with `451` (try again later), as a busy server does. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

const linksOf = (text: string) => text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((a) => a.address ?? ''));

const matches = (mail: ReceivedMail, index: number, { to, subject, after }: MailMatch) =>
  mail.to.includes(to.toLowerCase()) &&
  (subject === undefined || (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject))) &&
  (after === undefined || index >= after);

/**
 * A real SMTP server on loopback (no TLS, no authentication) that parses every mail it accepts
 * with mailparser, for tests that follow the site's mail as a person would.
 */
export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  let refusals = 0;

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    // cid: links kept, so a test sees the HTML part as sent (mailparser would inline the images).
    const parsed = await simpleParser(stream, { keepCidLinks: true });
    messages.push({
      to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
      from: addressesOf(parsed.from)[0] ?? '',
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      links: linksOf(parsed.text ?? ''),
      attachments: parsed.attachments.map((a) => ({
        filename: a.filename ?? '',
        contentType: a.contentType,
        content: a.content,
        contentId: a.contentId,
      })),
      headers: parsed.headers,
      messageId: parsed.messageId ?? '',
      receivedAt: new Date(),
    });
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      receive(stream, session).then(() => callback(), callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    mark: () => messages.length as MailMark,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((mail, index) => matches(mail, index, match));
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          throw new Error(`No mail to ${match.to}${match.subject ? ` about "${match.subject}"` : ''} within ${timeoutMs} ms (received: ${seen})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mailbox for the calling test file, open before its apps are built and closed after them:
 * `const mailbox = useMailbox(); const ctx = useTestApp(() => ({ smtpUrl: mailbox.smtpUrl }));`.
 */
export function useMailbox(): Mailbox {
  let open: Mailbox | undefined;
  const current = () => {
    if (!open) throw new Error('The mailbox opens in beforeAll: use it inside a test or hook');
    return open;
  };
  beforeAll(async () => {
    open = await startMailbox();
  });
  afterAll(async () => {
    await open?.close();
  });
  return {
    get smtpUrl() {
      return current().smtpUrl;
    },
    get messages() {
      return current().messages;
    },
    mark: () => current().mark(),
    waitFor: (match, timeoutMs) => current().waitFor(match, timeoutMs),
    refuseNext: (count) => current().refuseNext(count),
    close: () => current().close(),
  };
}
