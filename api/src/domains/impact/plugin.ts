import type { Domain, ServiceFactories } from '../domain';
import { createPublicBeneficiary, type PublicBeneficiaryService } from './public-beneficiary';
import { createPublicPages, type PublicPagesService } from './public-pages';
import { impactRoutes, publicPageSettingsRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    publicPages: PublicPagesService;
    publicBeneficiary: PublicBeneficiaryService;
  }
}

/**
 * The public impact page (docs/product-rules.md#the-public-impact-page): opted into from the
 * profile, read by anyone at `/u/<handle>`.
 */
export const impactDomain: Domain = {
  name: 'impact',
  services: {
    publicPages: createPublicPages,
    publicBeneficiary: createPublicBeneficiary,
  } satisfies ServiceFactories<'publicPages' | 'publicBeneficiary'>,
  endpoints: [publicPageSettingsRoutes, impactRoutes],
};
