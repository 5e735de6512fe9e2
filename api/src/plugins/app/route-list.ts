import fp from 'fastify-plugin';

/** One route as registered: its method and full URL pattern, e.g. `PUT /api/api/user/individual/update-profile/:individualId`. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, as its domains registered them: what the route-wide tests walk. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records each route as it is registered, so no list of routes is kept by hand. */
export default fp(
  async (app) => {
    const routes: RegisteredRoute[] = [];
    app.decorate('registeredRoutes', routes);
    app.addHook('onRoute', ({ method, url }) => {
      for (const one of [method].flat()) routes.push({ method: one, url });
    });
  },
  { name: 'route-list' },
);
