import type { Domain, ServiceFactories } from '../domain';
import { documentCommands } from './commands';
import { createDocuments, type Documents } from './documents';
import { documentRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    documents: Documents;
  }
}

/**
 * Identity documents (docs/product-rules.md#identity-documents): the owner uploads them from the
 * profile, an operator reviews them before approving the account; the files live in the app's
 * blob store.
 */
export const documentsDomain: Domain = {
  name: 'documents',
  services: { documents: createDocuments } satisfies ServiceFactories<'documents'>,
  endpoints: documentRoutes,
  commands: documentCommands,
};
