import fp from 'fastify-plugin';

/** The APIs whose replies are a person's own data or carry a token (the console's, a cookie). */
const privatePrefixes = ['/api/api/', '/api/console/', '/api/operator/'];

/**
 * `Cache-Control: no-store` on every reply of the client API and the operator endpoint, and on any
 * signed-in reply elsewhere (docs/api.md#caching-throttles-and-malformed-requests): sign-up and
 * login carry a session token, and a signed-in reply is that person's data, neither of which a
 * browser or proxy may keep. One hook rather than per route, so a route added later is covered too;
 * a route that set its own header (a certificate's `private, no-store`) keeps it.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.hasHeader('cache-control')) return payload;
      if (request.user || privatePrefixes.some((prefix) => request.url.startsWith(prefix))) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'no-store', dependencies: ['authenticate'] },
);
