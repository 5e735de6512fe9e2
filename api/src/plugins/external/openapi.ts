import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { isClientApiUrl, ruleOfRoute } from '../../domains/auth/access';
import { descriptionOf, operationIdOf, tagList, tagOf } from './openapi-operations';
import { docsOnlySchemas } from '@commons/server-kernel/lib/docs-only-schemas';

/** Where the reference page is served; its JSON is `${docsPath}/json`. */
export const docsPath = '/api/docs';

/**
 * The routes the document leaves out, by URL pattern: the site's pages and files, which are
 * HTML and static bytes rather than API (the route-wide tests skip exactly these too).
 */
export const undocumentedRoutes: ReadonlySet<string> = new Set([
  '/', // the host's index.html
  '/*', // the host's other pages and assets (site routes)
  '/robots.txt',
  '/remotes/*', // the remotes' built files, addressed by the registry's manifests
]);

/** Every refusal and failure, as the one error handler sends it (server-kernel/src/plugins/error-handler.ts). */
const errorReply = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string', description: 'What was wrong, for a person to read' } },
};

/** Who may call a route, from the same table `authorize` enforces; nothing outside the two APIs needs a token. */
function securityOf(method: string, url: string): Array<Record<string, string[]>> {
  if (url.startsWith('/api/operator/')) return [{ operatorToken: [] }];
  if (isClientApiUrl(url) && ruleOfRoute(method, url) !== 'public') return [{ sessionToken: [] }];
  return [];
}

/**
 * A URL ending in `/` is never documented (linters refuse such paths): a route is registered
 * without it, and a trailing-slash twin kept for clients that call it so stays out of the document.
 */
export const isSlashTwin = (url: string) => url.length > 1 && url.endsWith('/');

/**
 * Adds what every route shares once, here, instead of on each route: its security, the error
 * reply, and the operationId, tags and description derived from its method, URL and summary
 * (openapi-operations.ts).
 */
function describeRoute(schema: FastifySchema | undefined, method: string, url: string): FastifySchema & Record<string, unknown> {
  if (undocumentedRoutes.has(url) || isSlashTwin(url)) return { ...schema, hide: true };
  const response = { ...(schema?.response as object | undefined), '4XX': errorReply, '5XX': errorReply };
  const security = securityOf(method, url);
  return {
    ...schema,
    operationId: operationIdOf(method, url),
    tags: [tagOf(url)],
    description: descriptionOf(schema?.summary, security),
    security,
    response,
  };
}

type OpenApiObject = { paths?: Record<string, Record<string, { tags?: string[] }>> } & Record<string, unknown>;

/** The document's top-level tag list: each tag its operations use (spectral's `operation-tag-defined`). */
function withTagList(document: OpenApiObject): OpenApiObject {
  const used = Object.values(document.paths ?? {}).flatMap((operations) => Object.values(operations).flatMap((op) => op.tags ?? []));
  return { ...document, tags: tagList(used) };
}

/**
 * The API described once (docs/api.md#the-apis-reference): an OpenAPI 3.1 document built from each route's
 * `schema: docs({...})` (lib/route-docs.ts, the same valibot schemas the handler parses with)
 * and swagger-ui's reference page at `/api/docs`, its JSON at `/api/docs/json`.
 */
export default fp(
  async (app) => {
    docsOnlySchemas(app);

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Carbon Commons API',
          version: '1',
          description:
            'The client API (/api/api), the operator endpoints (/api/operator), payments and the release registry. ' +
            'Every refusal answers 4xx with { message }.',
          // The site's own pages say more (/contact-us, /conditions-of-use); these fields take
          // absolute URLs only, which a document served at any origin cannot know, so the
          // terms are named by an SPDX `LicenseRef-` identifier rather than a link.
          contact: { name: 'Carbon Commons, see /contact-us' },
          license: { name: 'The conditions of use at /conditions-of-use', identifier: 'LicenseRef-Carbon-Commons-Conditions-of-Use' },
        },
        // The site and its API share one origin: whichever served this document.
        servers: [{ url: '/', description: 'The server that serves this document' }],
        components: {
          securitySchemes: {
            sessionToken: { type: 'http', scheme: 'bearer', description: 'The token sign-up and login reply with' },
            operatorToken: { type: 'http', scheme: 'bearer', description: "The server's operator token (OPERATOR_TOKEN)" },
          },
        },
      },
      transform: ({ schema, url, route }) => ({
        schema: describeRoute(schema, [route.method].flat()[0] ?? '', url),
        url,
      }),
      transformObject: (documentObject) =>
        withTagList((documentObject as unknown as { openapiObject: OpenApiObject }).openapiObject) as never,
    });

    await app.register(swaggerUi, {
      routePrefix: docsPath,
      uiConfig: { validatorUrl: null },
      // The page's scripts and styles are served from this server (no CDN). The site's CSP
      // (helmet, registered by the app) allows only its own origin; swagger-ui's `staticCSP`
      // sets this page's own policy in an onSend hook, which replaces helmet's header on these
      // routes only: the hashes of swagger-ui's inline styles, nothing foreign. The transform
      // drops what the default still allows from elsewhere (any https: font or style, the
      // online validator's images) and the upgrade to https, which would break plain-http installs.
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace(/ https:/g, '')
          .replace(/ validator\.swagger\.io/g, '')
          .replace(/ ?upgrade-insecure-requests;?/g, '')
          // Framing denied, as on the rest of the site (docs/api.md#security-headers).
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    });
  },
  { name: 'openapi' },
);
