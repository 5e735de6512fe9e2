import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

/** A content security policy as helmet takes it: directive name -> sources. */
export type CspDirectives = Record<string, string[]>;

/**
 * A remote's dev server, which a tab may load in development mode only
 * (`?remote=carbon@http://localhost:3002/mf-manifest.json`, canary.ts): loopback addresses, any port,
 * and their hot-reload socket.
 */
const devServers = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'];
const devSockets = ['ws://localhost:*', 'ws://127.0.0.1:*', 'ws://[::1]:*'];

export interface SitePolicyOptions {
  /** Development mode: remotes may come from a loopback dev server. */
  devRemotes: boolean;
  /** The page's nonce for the `<style>` elements it and styled-components add; none outside a page. */
  styleNonce?: string;
}

/**
 * The policy of everything the server sends (issue 14). Scripts only from this origin: the host's
 * files at `/`, the remotes' at `/remotes/<name>/<version>/` (the registry names only those,
 * remote-registry.ts), which the federation runtime adds as `<script src>` and fetches as
 * manifests, so `'self'` covers them; no inline script, no eval (none in any build). Styles are
 * the one inline exception: styled-components and react-toastify add `<style>` elements at run
 * time, and the boot splash of index.html is one, so a page allows exactly those carrying its
 * per-request nonce (never 'unsafe-inline'). Images: this origin and `data:` (the favicon).
 * No framing, no plugins, forms post only here.
 */
export function sitePolicy({ devRemotes, styleNonce }: SitePolicyOptions): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(devRemotes ? devServers : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(devRemotes ? [...devServers, ...devSockets] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** helmet's options for every reply: the site's policy, framing denied, no referrer. */
const helmetOptions = ({ devRemotes }: Pick<AppConfig, 'devRemotes'>): FastifyHelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: sitePolicy({ devRemotes }) },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
});

type HelmetMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
/** helmet itself, as @fastify/helmet depends on it (the API does not name it twice in its packages). */
const fromFastifyHelmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
const helmetMiddleware = fromFastifyHelmet('helmet') as (options: FastifyHelmetOptions) => HelmetMiddleware;

/** The site's headers as one middleware, built once: helmet parses the policy when it is built. */
const siteHeaders = (config: Pick<AppConfig, 'devRemotes'>): HelmetMiddleware => helmetMiddleware(helmetOptions(config));

type FrameworkErrorReply = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify's `frameworkErrors`: an address it cannot even route (`/remotes/a/%`, a bad
 * percent-encoding) is refused before any hook runs, so without this the reply had none of the
 * headers below. `refuse` words the refusal (the error handler's `frameworkErrorReply`).
 */
export function refuseUnroutable(config: Pick<AppConfig, 'devRemotes'>, refuse: FrameworkErrorReply): FrameworkErrorReply {
  const applyHeaders = siteHeaders(config);
  return (error, request, reply) => {
    applyHeaders(request.raw, reply.raw, () => undefined);
    refuse(error, request, reply);
  };
}

/**
 * The headers of every reply, from one place: helmet's, applied in `onRequest` so they reach
 * JSON, errors, 404s, the site's files and `/remotes/`. Framing is denied (frame-ancestors and
 * X-Frame-Options), `nosniff`, no referrer leaves the site. Where a reply needs a different
 * policy it says so through helmet itself rather than by hand:
 * - a route: `helmet: { contentSecurityPolicy: { directives } }` in its options (the sandbox
 *   checkout page, sandbox-checkout-routes.ts);
 * - a reply made per request: `reply.helmet({ contentSecurityPolicy: { directives } })` (a site
 *   page with its nonce, routes/site/index.ts);
 * - a plugin's own routes: swagger-ui at `/api/docs` sets its page's policy itself (`staticCSP`
 *   with `transformStaticCSP`, plugins/external/openapi.ts), replacing this one on those routes only.
 * No CORS plugin is registered on purpose: the site and its API share one origin, so no
 * `Access-Control-Allow-Origin` is ever sent and browsers refuse other origins' reads.
 */
export default fp(
  async (app) => {
    // @fastify/helmet (13.2) builds helmet's middleware again on every request it applies its
    // global options to, parsing the policy each time (3.4% of the server's time under a load of
    // reads, profiled). The site's headers are built once here instead, for every route without
    // helmet options of its own; the plugin keeps those routes and `reply.helmet()`.
    await app.register(helmet, { ...helmetOptions(app.config), global: false });
    const applyHeaders = siteHeaders(app.config);
    app.addHook('onRequest', (request, reply, done) => {
      // Where the plugin put a route's own `helmet` options (its onRoute hook), untyped by it.
      const own = (request.routeOptions.config as { helmet?: unknown }).helmet;
      if (own === undefined) applyHeaders(request.raw, reply.raw, () => undefined);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
