import { rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface MailSink {
  /** `smtp://127.0.0.1:<port>`, the site's SMTP_URL. */
  smtpUrl: string;
  close(): Promise<void>;
}

let received = 0;

/**
 * An SMTP server on a free loopback port that writes every mail it accepts into `dir` as an
 * .eml file, its envelope recipients first as `X-Envelope-To` headers: the tests read them with
 * tests/mailbox.ts, from any worker. It holds no process open (its sockets are unref'd), so
 * Playwright exits when the tests end.
 */
export async function startMailSink(dir: string): Promise<MailSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope.rcptTo.map((rcpt) => `X-Envelope-To: ${rcpt.address}\r\n`).join('');
        received += 1;
        const name = `${Date.now()}-${process.pid}-${received}.eml`;
        // Written aside, then renamed: a reader never parses half a mail.
        const partial = join(dir, `.${name}.part`);
        writeFile(partial, Buffer.concat([Buffer.from(envelope), ...chunks]))
          .then(() => rename(partial, join(dir, name)))
          .then(() => callback(), callback);
      });
    },
  });
  server.server.on('connection', (socket) => socket.unref());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.server.unref();
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
