import type { Domain, ServiceFactories } from '../domain';
import { createCertificates, type Certificates } from './certificates';
import { carbonCommands } from './commands';
import { createFamilyMembers, type FamilyMembers } from './family-members';
import { createListings, type Listings } from './listings';
import { createOperationalDataService, type OperationalDataService } from './operational-data';
import { createOperationalDataOperations, type OperationalDataOperations } from './operational-data-operations';
import { createPurchases, type Purchases } from './purchases';
import { receiptsJob } from './receipts-job';
import { creditRoutes, familyRoutes, offsetRoutes, operationalDataRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    familyMembers: FamilyMembers;
    operationalData: OperationalDataService;
    operationalDataOperations: OperationalDataOperations;
    listings: Listings;
    purchases: Purchases;
    certificates: Certificates;
  }
}

/**
 * The carbon side (PRODUCT_SPEC sections 3, 5, 7 and 9): family members, yearly operational
 * data and its estimate, the credit listings, buying and retiring credits paid from the wallet,
 * monthly offsets and the certificates.
 */
export const carbonDomain: Domain = {
  name: 'carbon',
  services: {
    familyMembers: createFamilyMembers,
    operationalData: createOperationalDataService,
    operationalDataOperations: createOperationalDataOperations,
    listings: createListings,
    purchases: (deps) => createPurchases(deps),
    certificates: createCertificates,
  } satisfies ServiceFactories<
    'familyMembers' | 'operationalData' | 'operationalDataOperations' | 'listings' | 'purchases' | 'certificates'
  >,
  api: {
    '/user/individual': familyRoutes,
    '/operational-data/individual': operationalDataRoutes,
    '/carbon-offsets/individual': offsetRoutes,
    '/carbon-credits': creditRoutes,
  },
  commands: carbonCommands,
  jobs: { 'mail.receipts': receiptsJob },
};
