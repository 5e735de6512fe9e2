import fp from 'fastify-plugin';
import { createBlobStore, type BlobStore } from '../../blobs';

declare module 'fastify' {
  interface FastifyInstance {
    blobs: BlobStore;
  }
}

/** The one blob store of the app (uploaded files), as configured; services and commands share it. */
export default fp(
  async (app) => {
    app.decorate('blobs', createBlobStore(app.config, app.db));
  },
  { name: 'blobs', dependencies: ['config', 'db'] },
);
