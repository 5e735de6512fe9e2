import fp from 'fastify-plugin';
import { factorSetsByVersion, type FactorSets } from '@commons/shared/domain';
import { domains } from '../../domains';

declare module 'fastify' {
  interface FastifyInstance {
    /** The footprint factor sets the services compute detailed estimates with. */
    factorSets: FactorSets;
  }
}

/**
 * The services of every domain over the app's database, configuration and payment provider.
 * `clock`: the time the services take for now (the real one unless a test sets one).
 */
export default fp<{ clock?: () => Date }>(
  async (app, { clock = () => new Date() }) => {
    const factorSets = factorSetsByVersion();
    app.decorate('factorSets', factorSets);
    const deps = { db: app.db, config: app.config, payments: app.payments, blobs: app.blobs, changes: app.changes, jobs: app.jobs, factorSets, clock };
    for (const domain of domains) {
      for (const [name, create] of Object.entries(domain.services)) app.decorate(name, create(deps));
    }
  },
  { name: 'services', dependencies: ['config', 'db', 'change-feed', 'blobs', 'payments', 'jobs'] },
);
