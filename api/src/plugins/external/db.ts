import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { openDatabase } from '../../db/open';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * The database, migrated to the latest schema. An injected one (tests share one per file)
 * belongs to the caller; one opened here is closed with the app, which lets PGlite flush.
 */
export default fp<{ database?: Database }>(
  async (app, { database }) => {
    if (database) {
      app.decorate('db', database);
      return;
    }
    const handle = await openDatabase(app.config, (error) => app.log.warn({ err: error }, 'a database connection was lost'));
    app.decorate('db', handle.db);
    app.addHook('onClose', () => handle.close());
  },
  { name: 'db', dependencies: ['config'] },
);
