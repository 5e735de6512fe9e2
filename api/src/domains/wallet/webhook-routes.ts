import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { docs } from '@commons/platform/lib/route-docs';
import { badRequest } from '@commons/platform/errors';
import { siteOrigin } from '../../lib/site-origin';

/** Stripe's events run to a few KB; a generous bound still refuses floods. */
const webhookBodyLimit = 1024 * 1024;

/**
 * `POST /api/payments/webhook/<provider>`: the provider's completion events. A signature
 * covers the exact bytes sent, so this plugin alone (fastify encapsulates parsers) takes every
 * body unparsed. Only a verified completion credits a wallet; anything unsigned, wrongly
 * signed or stale is refused with 400 and changes nothing.
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
        const outcome = await app.topUps.complete(verified.completion, siteOrigin(app));
        // Not ours (another integration on the same Stripe account): acknowledged, so it is not retried.
        if (outcome === 'unknown-session') {
          request.log.warn({ event: verified.completion }, 'completion event for an unknown session');
        }
      }
      return { received: true };
    },
  );
};

export default webhookRoutes;
