import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, SendOptions } from 'pg-boss';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { brandMarkAttachment, resolveAttachments } from './attachments';
import { claimMail, markFailed, markKept, markRetry, markSent, type MailClaim } from './claims';

/** How mail is retried; tests shorten every one. */
export interface SenderTiming {
  /** How long a claim lasts: longer than any SMTP exchange (its timeouts are below it). */
  leaseMs: number;
  /** The wait after the first failure, doubled after each further one up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Attempts before a mail is given up as `failed`. */
  maxAttempts: number;
}

export const defaultSenderTiming: SenderTiming = {
  leaseMs: 2 * 60_000,
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 8,
};

const seconds = (ms: number) => Math.max(1, Math.round(ms / 1000));

/**
 * The job engine's options for every `mail.send` job (the engine retries mail): its
 * backoff is the timing's, and two retries more than the attempts, for a job that found the
 * mail held by an attempt whose lease had not yet run out.
 */
export const mailJobOptions = (timing: SenderTiming): SendOptions => ({
  retryLimit: timing.maxAttempts + 2,
  retryDelay: seconds(timing.backoffMs),
  retryBackoff: true,
  retryDelayMax: seconds(timing.maxBackoffMs),
});

export interface SenderDeps {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  timing: SenderTiming;
}

function transportFor(smtpUrl: string, timing: SenderTiming): Transporter {
  // Every wait well inside the lease, so a hung server cannot outlast the claim.
  const timeout = Math.max(Math.floor(timing.leaseMs / 4), 1_000);
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
}

/**
 * RFC 8058's one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the
 * URL, which stops the notice's kind (api/src/domains/notices/unsubscribe-routes.ts).
 */
const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Said when a job finds its mail under another attempt's lease: the engine tries again later. */
export class MailHeld extends Error {
  constructor(mailId: string) {
    super(`mail ${mailId} is held by an attempt whose lease has not run out; trying again later`);
  }
}

/**
 * The `mail.send` job: takes its outbox row under a lease and hands it to the SMTP
 * server of `SMTP_URL`, marking it sent; a refusal marks it queued with the reason and fails the
 * job, which the engine retries with a growing wait, until the last attempt marks it failed.
 * Without `SMTP_URL` the mail is only kept. A sent, failed or kept row is left alone, so a job
 * run twice sends once; a sender that died mid-send leaves a lease that runs out, and the retry
 * sends with the same Message-ID.
 */
export function mailJob({ db, config, log, timing }: SenderDeps) {
  const transport = config.smtpUrl ? transportFor(config.smtpUrl, timing) : null;

  async function deliver(claim: MailClaim): Promise<string> {
    try {
      const mark = await brandMarkAttachment();
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
        attachments: [mark, ...attachments],
      });
      await markSent(db, claim);
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (claim.attempts >= timing.maxAttempts) {
        log.error({ mailId: claim.id, attempts: claim.attempts, reason }, 'mail failed for good');
        await markFailed(db, claim, reason);
        return 'failed';
      }
      log.warn({ mailId: claim.id, attempts: claim.attempts, reason }, 'mail not sent, will retry');
      await markRetry(db, claim, reason);
      throw error;
    }
  }

  return async (job: Job<{ mailId: string }>): Promise<{ state: string }> => {
    const claim = await claimMail(db, job.data.mailId, timing.leaseMs);
    if (claim === 'done') return { state: 'done' };
    if (claim === 'held') throw new MailHeld(job.data.mailId);
    if (!transport) {
      await markKept(db, claim);
      return { state: 'kept' };
    }
    // Every earlier claim ran out unfinished: a mail that stops its sender each time (say, a
    // certificate too big to build) must not do so forever.
    if (claim.attempts > timing.maxAttempts) {
      log.error({ mailId: claim.id, attempts: claim.attempts }, 'mail failed for good: no attempt finished');
      await markFailed(db, claim, `no attempt finished: the sender stopped mid-send ${claim.attempts - 1} times`);
      return { state: 'failed' };
    }
    return { state: await deliver(claim) };
  };
}
