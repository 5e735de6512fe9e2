import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { isClientApiUrl, ruleOfRoute } from '../../domains/auth/access';

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

/** Every refusal and failure, as the one error handler sends it (plugins/app/error-handler.ts). */
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

/** Adds what every route shares (its security, the error reply) once, here, instead of on each route. */
function describeRoute(schema: FastifySchema | undefined, method: string, url: string): FastifySchema & Record<string, unknown> {
  if (undocumentedRoutes.has(url)) return { ...schema, hide: true };
  const response = { ...(schema?.response as object | undefined), '4XX': errorReply, '5XX': errorReply };
  return { ...schema, security: securityOf(method, url), response };
}

/**
 * The API described once (issue 14): an OpenAPI 3.1 document built from each route's
 * `schema: docs({...})` (lib/route-docs.ts, the same valibot schemas the handler parses with)
 * and swagger-ui's reference page at `/api/docs`, its JSON at `/api/docs/json`.
 */
export default fp(
  async (app) => {
    // The route schemas are documentation: valibot in the handler validates (its messages are
    // the contract) and replies are sent as they are, so Fastify must not compile them with ajv
    // or fast-json-stringify. Set at the root, every route inherits these pass-through compilers.
    app.setValidatorCompiler(() => () => true);
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Carbon Commons API',
          version: '1',
          description:
            'The client API (/api/api), the operator endpoints (/api/operator), payments and the release registry. ' +
            'Every refusal answers 4xx with { message }.',
        },
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
          // Framing denied, as on the rest of the site (issue 14's headers).
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    });
  },
  { name: 'openapi' },
);
