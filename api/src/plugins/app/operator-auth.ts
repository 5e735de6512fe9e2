import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@commons/server-kernel/errors';
import { bearerToken } from '../../lib/bearer-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of the operator endpoints: the operator token or 401. */
    authenticateOperator(request: FastifyRequest): Promise<void>;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Guards the operator endpoints the release CLI calls while a server holds the database. */
export default fp(
  async (app) => {
    const expected = app.config.operatorToken ? digest(app.config.operatorToken) : null;
    app.decorate('authenticateOperator', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      // Comparing digests keeps the comparison constant-time whatever the presented length.
      if (!expected || !token || !timingSafeEqual(digest(token), expected)) {
        throw new AppError(401, 'Missing or invalid operator token');
      }
    });
  },
  { name: 'operator-auth', dependencies: ['config'] },
);
