import fp from 'fastify-plugin';
import { openChangeFeed, type ChangeFeed } from '../../db/change-feed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database's committed changes that in-memory copies follow; null where it cannot be heard. */
    changes: ChangeFeed | null;
  }
}

/** One change feed per app (one LISTEN connection on PostgreSQL), closed with the app. */
export default fp(
  async (app) => {
    const feed = await openChangeFeed(app.db);
    app.decorate('changes', feed);
    app.addHook('onClose', async () => feed?.close());
  },
  { name: 'change-feed', dependencies: ['db'] },
);
