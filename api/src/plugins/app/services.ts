import fp from 'fastify-plugin';
import { domains } from '../../domains';

/** The services of every domain over the app's database, configuration and payment provider. */
export default fp(
  async (app) => {
    const deps = { db: app.db, config: app.config, payments: app.payments, blobs: app.blobs, changes: app.changes, jobs: app.jobs };
    for (const domain of domains) {
      for (const [name, create] of Object.entries(domain.services)) app.decorate(name, create(deps));
    }
  },
  { name: 'services', dependencies: ['config', 'db', 'change-feed', 'blobs', 'payments', 'jobs'] },
);
