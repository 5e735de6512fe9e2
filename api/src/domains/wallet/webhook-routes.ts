import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { badRequest } from '@commons/server-kernel/errors';

/** Stripe's events run to a few KB; a generous bound still refuses floods. */
const webhookBodyLimit = 1024 * 1024;

/**
 * `POST /api/payments/webhook/<provider>`: the provider's completion events. A signature
 * covers the exact bytes sent, so this plugin alone (fastify encapsulates parsers) takes every
 * body unparsed. Only a verified completion credits a wallet; anything unsigned, wrongly
 * signed or stale is refused with 400 and changes nothing. A verified completion is stored as a
 * job before the 2xx: the credit happens in the job (wallet/completion-job.ts), so a
 * crash after the answer loses nothing, and a failed store answers 5xx for the provider to retry.
 */
/** The event as the document shows it; the handler verifies its exact bytes, then the provider's own parser reads them. */
const providerEvent = v.pipe(
  v.record(v.string(), v.unknown()),
  v.description("The provider's signed event, verified over its exact bytes (the signature header is required)"),
);

const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: webhookBodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    `/${app.payments.name}`,
    { bodyLimit: webhookBodyLimit, schema: docs({ summary: "The payment provider's completion events", body: providerEvent }) },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const verified = app.payments.verifyEvent(rawBody, request.headers);
      if (!verified.verified) throw badRequest(verified.reason);
      if (verified.completion) {
        // One job per provider event however often it is delivered; the credit is once per session anyway.
        await app.jobs.sendNow('payments.completion', verified.completion, { singletonKey: verified.completion.eventId });
      }
      return { received: true };
    },
  );
};

export default webhookRoutes;
