import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth';
import userRoutes from './user';

/** The client's API (PRODUCT_SPEC section 7), one folder per path segment. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(userRoutes, { prefix: '/user' });
};

export default apiRoutes;
