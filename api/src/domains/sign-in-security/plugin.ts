import type { Domain, ServiceFactories } from '../domain';
import { securityRoutes } from './routes';
import { createTwoFactor, type TwoFactor } from './two-factor';

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: TwoFactor;
  }
}

/** A login's own sign-in security (docs/product-rules.md#sign-in-security): two-factor sign-in and its signed-in browsers. */
export const signInSecurityDomain: Domain = {
  name: 'sign-in-security',
  services: { twoFactor: createTwoFactor } satisfies ServiceFactories<'twoFactor'>,
  endpoints: securityRoutes,
};
