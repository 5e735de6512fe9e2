import type { Domain, ServiceFactories } from '../domain';
import { createEmailVerification, type EmailVerification } from './email-verification';
import { createPasswordReset, type PasswordReset } from './password-reset';
import { accountLinkRoutes, securityRoutes } from './routes';
import { createSecurityChanges, type SecurityChanges } from './security-changes';

declare module 'fastify' {
  interface FastifyInstance {
    emailVerification: EmailVerification;
    passwordReset: PasswordReset;
    securityChanges: SecurityChanges;
  }
}

/**
 * The account's life (docs/product-rules.md#the-accounts-email-and-password): a verified address,
 * forgot password, and the Security page's changes.
 */
export const emailAndPasswordDomain: Domain = {
  name: 'email-and-password',
  services: {
    emailVerification: createEmailVerification,
    passwordReset: createPasswordReset,
    securityChanges: createSecurityChanges,
  } satisfies ServiceFactories<'emailVerification' | 'passwordReset' | 'securityChanges'>,
  endpoints: [accountLinkRoutes, securityRoutes],
};
