import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/database';
import { brandMarkAttachment, resolveAttachments } from './attachments';
import { claimNext, keepWaiting, markFailed, markRetry, markSent, type MailClaim } from './claims';

/** How the sender paces itself; tests shorten every one. */
export interface SenderTiming {
  /** How often it looks for due mail without being woken: retries and expired leases. */
  sweepMs: number;
  /** How long a claim lasts: longer than any SMTP exchange (its timeouts are below it). */
  leaseMs: number;
  /** The wait after the first failure, doubled after each further one up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Attempts before a mail is given up as `failed`. */
  maxAttempts: number;
}

export const defaultSenderTiming: SenderTiming = {
  sweepMs: 5_000,
  leaseMs: 2 * 60_000,
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 8,
};

export interface MailSender {
  /** Looks for due mail now (it is also woken by the outbox's NOTIFY and every `sweepMs`). */
  wake(): void;
  /** Stops taking mail and waits for the one being sent. */
  stop(): Promise<void>;
}

export interface SenderDeps {
  db: Database;
  config: AppConfig;
  changes: ChangeFeed | null;
  log: FastifyBaseLogger;
  timing?: Partial<SenderTiming>;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export const backoffAfter = (attempts: number, { backoffMs, maxBackoffMs }: SenderTiming) =>
  Math.min(backoffMs * 2 ** Math.max(attempts - 1, 0), maxBackoffMs);

function transportFor(smtpUrl: string, timing: SenderTiming): Transporter {
  // Every wait well inside the lease, so a hung server cannot outlast the claim.
  const timeout = Math.max(Math.floor(timing.leaseMs / 4), 1_000);
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
}

/**
 * Starts sending the outbox: takes due rows one at a time under a lease and hands each to the
 * SMTP server of `SMTP_URL`, marking it sent, or queued again with a growing wait, or failed
 * after the last attempt. Without `SMTP_URL` it only marks waiting rows `kept`.
 */
export function startMailSender({ db, config, changes, log, timing: overrides }: SenderDeps): MailSender {
  const timing = { ...defaultSenderTiming, ...overrides };
  const transport = config.smtpUrl ? transportFor(config.smtpUrl, timing) : null;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  /**
   * RFC 8058's one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to
   * the URL, which stops the notice's kind (api/src/domains/notices/unsubscribe-routes.ts).
   */
  const unsubscribeHeaders = (url: string) => ({
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });

  async function deliver(claim: MailClaim): Promise<void> {
    try {
      const attachments = await resolveAttachments(db, config, claim.attachments);
      await transport!.sendMail({
        from: config.mailFrom,
        to: claim.toAddress,
        subject: claim.subject,
        html: claim.html,
        text: claim.text,
        messageId: claim.messageId,
        date: claim.createdAt,
        headers: claim.unsubscribeUrl ? unsubscribeHeaders(claim.unsubscribeUrl) : {},
        attachments: [brandMarkAttachment, ...attachments],
      });
      await markSent(db, claim);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (claim.attempts >= timing.maxAttempts) {
        log.error({ mailId: claim.id, attempts: claim.attempts, reason }, 'mail failed for good');
        await markFailed(db, claim, reason);
        return;
      }
      const delayMs = backoffAfter(claim.attempts, timing);
      log.warn({ mailId: claim.id, attempts: claim.attempts, reason, retryInMs: delayMs }, 'mail not sent, will retry');
      await markRetry(db, claim, reason, delayMs);
    }
  }

  async function drain(): Promise<void> {
    if (!transport) {
      await keepWaiting(db);
      return;
    }
    for (let claim = await claimNext(db, timing.leaseMs); claim && !stopped; claim = await claimNext(db, timing.leaseMs)) {
      // Every earlier claim ran out unfinished: a mail that stops its sender each time (say, a
      // certificate too big to build) must not do so forever.
      if (claim.attempts > timing.maxAttempts) {
        log.error({ mailId: claim.id, attempts: claim.attempts }, 'mail failed for good: no attempt finished');
        await markFailed(db, claim, `no attempt finished: the sender stopped mid-send ${claim.attempts - 1} times`);
      } else await deliver(claim);
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'mail sender could not read the outbox'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  // A commit that queued mail notifies: look a moment later, outside the notifying query.
  changes?.subscribe('mail', () => setTimeout(wake, 0).unref());
  const sweep = setInterval(wake, timing.sweepMs);
  sweep.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(sweep);
      await running;
      transport?.close();
    },
  };
}
