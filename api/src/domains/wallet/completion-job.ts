import type { FastifyInstance } from 'fastify';
import type { Job } from 'pg-boss';
import { siteOrigin } from '../../lib/site-origin';
import type { CompletionEvent } from '../../payments';
import type { CompletionOutcome } from './top-ups';

/**
 * Credits the wallet for a verified completion the webhook stored. Once per session
 * however often it runs (`topUps.complete`); a failure is retried by the engine with backoff.
 */
export const completionJob = (app: FastifyInstance) => async (job: Job<CompletionEvent>): Promise<{ outcome: CompletionOutcome }> => {
  const outcome = await app.topUps.complete(job.data, siteOrigin(app));
  // Not ours (another integration on the same Stripe account): done, nothing to retry.
  if (outcome === 'unknown-session') app.log.warn({ event: job.data }, 'completion event for an unknown session');
  return { outcome };
};
