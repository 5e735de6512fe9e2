import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { PlatformConfig } from '../config';
import { healthReportLimits, type RemoteRegistry } from '@commons/shared/domain';
import { LoadReportBatchSchema } from '@commons/shared/schemas';
import * as v from 'valibot';
import { badRequest } from '@commons/server-kernel/errors';
import { parseBody } from '@commons/server-kernel/lib/parse-body';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { parseCanaries } from './canary';
import { parseClientId } from './client-id';

/**
 * The release registry the host reads at start: the manifest of each remote's live version, or of
 * its rollout's version for the browsers in the rollout's share (`?client=<random id>`).
 * `?remote=carbon@1.3.0` (repeated or comma-separated) swaps in a published version for the asking
 * tab only: the canary (docs/releases.md#canary). `POST /health` counts the host's load reports and web vitals.
 */
/** The registry's query, for the document: `parseCanaries` and `parseClientId` read and check it. */
const registryQuery = v.object({
  remote: v.optional(v.pipe(v.string(), v.description('name@version, repeated or comma-separated: a canary for this tab'))),
  client: v.optional(v.pipe(v.string(), v.description("The browser's random id, placing it in a rollout's share"))),
});

const registryRoutes: FastifyPluginAsync<{ config: PlatformConfig }> = async (app, { config }) => {
  app.get(
    '/remotes.json',
    { schema: docs({ summary: 'The live manifest of every remote', query: registryQuery }) },
    async (request, reply): Promise<RemoteRegistry> => {
      // Never cached: switching a live version must reach every browser on its next load.
      reply.header('Cache-Control', 'no-store');
      return app.remoteRegistry.current(parseCanaries(request.query, config.devRemotes), parseClientId(request.query));
    },
  );

  // Only the health route is limited, per client address (the one trustProxy believes).
  await app.register(rateLimit, { global: false });
  // navigator.sendBeacon sends a string as text/plain; only this route reads it, as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('Request body must be JSON'), undefined);
    }
  });

  app.post(
    '/health',
    {
      bodyLimit: healthReportLimits.maxBodyBytes,
      schema: docs({
        summary: "Browsers' remote load reports and web vitals (sendBeacon's text/plain JSON too)",
        body: LoadReportBatchSchema,
        status: 204,
      }),
      config: { rateLimit: { max: config.healthReportsPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const stopped = await app.healthReports.report(parseBody(LoadReportBatchSchema, request.body));
      for (const reason of stopped) request.log.warn(`health gate aborted a rollout: ${reason}`);
      return reply.code(204).send();
    },
  );
};

export default registryRoutes;
