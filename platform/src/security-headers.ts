import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PlatformConfig } from './config';
import { sitePolicy } from './site/site-policy';

/** helmet's options for every reply: the site's policy, framing denied, no referrer. */
const helmetOptions = ({ devRemotes }: Pick<PlatformConfig, 'devRemotes'>): FastifyHelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: sitePolicy({ devRemotes }) },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
});

type HelmetMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
/** helmet itself, as @fastify/helmet depends on it (the API does not name it twice in its packages). */
const fromFastifyHelmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
const helmetMiddleware = fromFastifyHelmet('helmet') as (options: FastifyHelmetOptions) => HelmetMiddleware;

/** The site's headers as one middleware, built once: helmet parses the policy when it is built. */
const siteHeaders = (config: Pick<PlatformConfig, 'devRemotes'>): HelmetMiddleware => helmetMiddleware(helmetOptions(config));

/**
 * The site's headers as name/value pairs, for a reply written straight to a socket (a request
 * Node's parser refused, which never becomes a Fastify request): helmet's own values, read once.
 */
export function siteHeaderPairs(config: Pick<PlatformConfig, 'devRemotes'>): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => pairs.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  siteHeaders(config)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return pairs;
}

type FrameworkErrorReply = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify's `frameworkErrors`: an address it cannot even route (`/remotes/a/%`, a bad
 * percent-encoding) is refused before any hook runs, so without this the reply had none of the
 * headers below. `refuse` words the refusal (the error handler's `frameworkErrorReply`).
 */
export function refuseUnroutable(config: Pick<PlatformConfig, 'devRemotes'>, refuse: FrameworkErrorReply): FrameworkErrorReply {
  const applyHeaders = siteHeaders(config);
  return (error, request, reply) => {
    applyHeaders(request.raw, reply.raw, () => undefined);
    refuse(error, request, reply);
  };
}

/**
 * The headers of every reply (the server's and the platform's), from one place: helmet's, applied in `onRequest` so they reach
 * JSON, errors, 404s, the site's files and `/remotes/`. Framing is denied (frame-ancestors and
 * X-Frame-Options), `nosniff`, no referrer leaves the site. Where a reply needs a different
 * policy it says so through helmet itself rather than by hand:
 * - a route: `helmet: { contentSecurityPolicy: { directives } }` in its options (the sandbox
 *   checkout page, api's sandbox-checkout-routes.ts);
 * - a reply made per request: `reply.helmet({ contentSecurityPolicy: { directives } })` (a site
 *   page with its nonce, site/index.ts);
 * - a plugin's own routes: swagger-ui at `/api/docs` sets its page's policy itself (`staticCSP`
 *   with `transformStaticCSP`, api/src/plugins/external/openapi.ts), replacing this one on those routes only.
 * No CORS plugin is registered on purpose: the site and its API share one origin, so no
 * `Access-Control-Allow-Origin` is ever sent and browsers refuse other origins' reads.
 */
export default fp<Pick<PlatformConfig, 'devRemotes'>>(
  async (app, { devRemotes }) => {
    // @fastify/helmet (13.2) builds helmet's middleware again on every request it applies its
    // global options to, parsing the policy each time (3.4% of the server's time under a load of
    // reads, profiled). The site's headers are built once here instead, for every route without
    // helmet options of its own; the plugin keeps those routes and `reply.helmet()`.
    await app.register(helmet, { ...helmetOptions({ devRemotes }), global: false });
    const applyHeaders = siteHeaders({ devRemotes });
    app.addHook('onRequest', (request, reply, done) => {
      // Where the plugin put a route's own `helmet` options (its onRoute hook), untyped by it.
      const own = (request.routeOptions.config as { helmet?: unknown }).helmet;
      if (own === undefined) applyHeaders(request.raw, reply.raw, () => undefined);
      done();
    });
  },
  { name: 'security-headers' },
);
