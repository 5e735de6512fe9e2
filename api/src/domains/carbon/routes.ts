import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CertificateQuerySchema,
  CertificateVerificationSchema,
  CheckoutSchema,
  CreateFamilyMemberSchema,
  CreateOperationalDataSchema,
  CreditListingSchema,
  DeletedFamilyMemberSchema,
  FamilyMemberSchema,
  FifoListingRequestSchema,
  MonthlyOffsetSchema,
  OperationalDataSchema,
} from '@commons/shared/schemas';
import * as v from 'valibot';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { idempotent } from '@commons/server-kernel/lib/idempotent';
import { parseQuery } from '@commons/server-kernel/lib/parse-query';
import { siteOrigin } from '../../lib/site-origin';
import { withBody } from '../../lib/with-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** `/user/individual`: the account's family members (beside the users domain's own routes). */
export const familyRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/add-family-member',
    idempotent(withBody({ summary: 'Add a family member', body: CreateFamilyMemberSchema, reply: FamilyMemberSchema, status: 201 })),
    async (request, reply) => reply.code(201).send(await app.familyMembers.add(currentAccount(request), request.body)),
  );

  app.get(
    '/family-members',
    { schema: docs({ summary: "The account's family members, oldest first (at most 50)", reply: v.array(FamilyMemberSchema) }) },
    async (request) => app.familyMembers.list(currentAccount(request)),
  );

  app.put(
    '/family-members/:familyMemberId',
    withBody({ summary: "Change a family member's details", body: CreateFamilyMemberSchema, reply: FamilyMemberSchema }),
    async (request) => app.familyMembers.update(currentAccount(request), memberIdOf(request), request.body),
  );

  app.delete(
    '/family-members/:familyMemberId',
    { schema: docs({ summary: 'Remove a family member', reply: DeletedFamilyMemberSchema }) },
    async (request) => app.familyMembers.remove(currentAccount(request), memberIdOf(request)),
  );
};

const memberIdOf = (request: FastifyRequest) => (request.params as { familyMemberId: string }).familyMemberId;

/** `/operational-data/individual`: the yearly records and their checkout. */
export const operationalDataRoutes: FastifyPluginAsync = async (app) => {
  // Registered without the slash and, for remote versions still published that call it with
  // one (the contract's spelling), with it too; the document lists only the first (issue 31).
  // Two registrations rather than `'both'`, which shares one options object between the two
  // routes, so the document would see the slash URL twice.
  const listRecords = { schema: docs({ summary: 'The yearly records', reply: v.array(OperationalDataSchema) }) };
  for (const prefixTrailingSlash of ['no-slash', 'slash'] as const) {
    app.get('/', { ...listRecords, prefixTrailingSlash }, async (request) => app.operationalData.list(currentAccount(request)));
  }

  app.post(
    '/add',
    idempotent(
      withBody({
        summary: 'Save a yearly record',
        body: CreateOperationalDataSchema,
        reply: OperationalDataSchema,
        status: 201,
      }),
    ),
    async (request, reply) => reply.code(201).send(await app.operationalData.add(currentAccount(request), request.body)),
  );

  app.post(
    '/checkout',
    idempotent(withBody({ summary: "Buy credits for a record's emissions", body: CheckoutSchema, reply: OperationalDataSchema })),
    async (request) => app.purchases.checkout(currentAccount(request), request.body, siteOrigin(app, request)),
  );
};

/** `/carbon-offsets/individual`: a monthly offset of a record. */
export const offsetRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/monthly-offset',
    idempotent(withBody({ summary: 'Offset one month of a record', body: MonthlyOffsetSchema, reply: OperationalDataSchema })),
    async (request) => app.purchases.monthlyOffset(currentAccount(request), request.body, siteOrigin(app, request)),
  );
};

/** `/carbon-credits`: the FIFO listing, the buyer's certificate and its public confirmation. */
export const creditRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/individual/get-fifo-listing',
    withBody({
      summary: 'The listing the next credits come from',
      body: FifoListingRequestSchema,
      reply: CreditListingSchema,
    }),
    async (request) => app.listings.fifo(request.body.requiredQuantity),
  );

  app.post(
    '/individual/get-listings',
    withBody({
      summary: 'The listings a purchase may choose from, FIFO first',
      body: FifoListingRequestSchema,
      reply: v.array(CreditListingSchema),
    }),
    async (request) => app.listings.offers(request.body.requiredQuantity),
  );

  app.get(
    '/confirmation-certificate',
    {
      schema: docs({
        summary: "A checkout's retirement certificate",
        query: CertificateQuerySchema,
        produces: { type: 'application/pdf', description: 'The certificate as PDF' },
      }),
    },
    async (request, reply) => {
      const { checkoutId } = parseQuery(CertificateQuerySchema, request.query);
      const pdf = await app.certificates.pdf(currentAccount(request), checkoutId, siteOrigin(app, request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="certificate-${checkoutId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // Public: the verification page a certificate's link opens. The id is random, so knowing it is
  // holding the certificate.
  app.get<{ Params: { checkoutId: string } }>(
    '/certificates/:checkoutId',
    { schema: docs({ summary: "A certificate's public verification", reply: CertificateVerificationSchema }) },
    async (request) =>
      app.certificates.verify(request.params.checkoutId),
  );
};
