import type { Domain, ServiceFactories } from '../domain';
import { createAccountDeletion, type AccountDeletion } from './account-deletion';
import { createDataExports, type DataExports } from './data-exports';
import { yourDataRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    dataExports: DataExports;
    accountDeletion: AccountDeletion;
  }
}

/**
 * The owner's own data (docs/product-rules.md#your-data-export-and-deletion): an export of every
 * record, built in the background and mailed as a link, and the account's deletion, confirmed by
 * mail, which keeps the ledger anonymised.
 */
export const yourDataDomain: Domain = {
  name: 'your-data',
  services: {
    dataExports: createDataExports,
    accountDeletion: createAccountDeletion,
  } satisfies ServiceFactories<'dataExports' | 'accountDeletion'>,
  endpoints: yourDataRoutes,
};
