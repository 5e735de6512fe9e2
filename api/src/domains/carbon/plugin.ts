import type { Domain, ServiceFactories } from '../domain';
import { createCertificates, type Certificates } from './certificates';
import { carbonCommands } from './commands';
import { createFamilyMembers, type FamilyMembers } from './family-members';
import { createListings, type Listings } from './listings';
import { createOperationalDataService, type OperationalDataService } from './operational-data';
import { createOperationalDataOperations, type OperationalDataOperations } from './operational-data-operations';
import { createPurchases, type Purchases } from './purchases';
import { receiptsJob } from './receipts-job';
import { creditRoutes, familyRoutes, recordRoutes } from './routes';

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
 * The carbon side (docs/product-rules.md#carbon-credits): family members, yearly operational
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
  endpoints: [familyRoutes, recordRoutes, creditRoutes],
  commands: carbonCommands,
  jobs: { 'mail.receipts': receiptsJob },
};
