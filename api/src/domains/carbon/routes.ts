import type { FastifyPluginAsync } from 'fastify';
import {
  CertificateQuerySchema,
  CheckoutSchema,
  CreateFamilyMemberSchema,
  CreateOperationalDataSchema,
  FifoListingRequestSchema,
  MonthlyOffsetSchema,
} from '@commons/shared/schemas';
import { parseBody } from '../../lib/parse-body';
import { parseQuery } from '../../lib/parse-query';
import { siteOrigin } from '../../lib/site-origin';
import { currentAccount } from '../../plugins/app/authenticate';

/** `/user/individual`: the account's family members (beside the users domain's own routes). */
export const familyRoutes: FastifyPluginAsync = async (app) => {
  app.post('/add-family-member', async (request, reply) => {
    const input = parseBody(CreateFamilyMemberSchema, request.body);
    return reply.code(201).send(await app.familyMembers.add(currentAccount(request), input));
  });

  app.get('/family-members', async (request) => app.familyMembers.list(currentAccount(request)));
};

/** `/operational-data/individual`: the yearly records and their checkout. */
export const operationalDataRoutes: FastifyPluginAsync = async (app) => {
  // Only with the slash, as the contract writes it (the access table lists it so).
  app.get('/', { prefixTrailingSlash: 'slash' }, async (request) => app.operationalData.list(currentAccount(request)));

  app.post('/add', async (request, reply) => {
    const input = parseBody(CreateOperationalDataSchema, request.body);
    return reply.code(201).send(await app.operationalData.add(currentAccount(request), input));
  });

  app.post('/checkout', async (request) =>
    app.purchases.checkout(currentAccount(request), parseBody(CheckoutSchema, request.body)),
  );
};

/** `/carbon-offsets/individual`: a monthly offset of a record. */
export const offsetRoutes: FastifyPluginAsync = async (app) => {
  app.post('/monthly-offset', async (request) =>
    app.purchases.monthlyOffset(currentAccount(request), parseBody(MonthlyOffsetSchema, request.body)),
  );
};

/** `/carbon-credits`: the FIFO listing, the buyer's certificate and its public confirmation. */
export const creditRoutes: FastifyPluginAsync = async (app) => {
  app.post('/individual/get-fifo-listing', async (request) => {
    const { requiredQuantity } = parseBody(FifoListingRequestSchema, request.body);
    return app.listings.fifo(requiredQuantity);
  });

  app.get('/confirmation-certificate', async (request, reply) => {
    const { checkoutId } = parseQuery(CertificateQuerySchema, request.query);
    const pdf = await app.certificates.pdf(currentAccount(request), checkoutId, siteOrigin(app));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="certificate-${checkoutId}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  // Public: the verification page a certificate's link opens. The id is random, so knowing it is
  // holding the certificate.
  app.get<{ Params: { checkoutId: string } }>('/certificates/:checkoutId', async (request) =>
    app.certificates.verify(request.params.checkoutId),
  );
};
