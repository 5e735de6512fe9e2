import type { Domain, ServiceFactories } from '../domain';
import { twoFactorCommands } from './commands';
import { createRecoveryRequests, type RecoveryRequests } from './recovery-requests';
import { securityRoutes } from './routes';
import { createTwoFactor, type TwoFactor } from './two-factor';

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: TwoFactor;
    /** Requests to turn two-factor off after losing the second factor, filed signed out. */
    twoFactorRecovery: RecoveryRequests;
  }
}

/**
 * A login's own sign-in security (docs/product-rules.md#sign-in-security): two-factor sign-in, its
 * recovery when the second factor is lost, and its signed-in browsers.
 */
export const signInSecurityDomain: Domain = {
  name: 'sign-in-security',
  services: {
    twoFactor: createTwoFactor,
    twoFactorRecovery: createRecoveryRequests,
  } satisfies ServiceFactories<'twoFactor' | 'twoFactorRecovery'>,
  endpoints: securityRoutes,
  commands: twoFactorCommands,
};
