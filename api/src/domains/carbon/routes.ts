import type { FastifyPluginAsync } from 'fastify';
import { carbon } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { siteOrigin } from '../../lib/site-origin';
import { currentAccount } from '../../plugins/app/authenticate';

/** The account's family members: the wizard's first step. */
export const familyRoutes: FastifyPluginAsync = async (app) => {
  route(app, carbon.addFamilyMember, async (request) => app.familyMembers.add(currentAccount(request), request.input.body));

  route(app, carbon.familyMembers, async (request) => app.familyMembers.list(currentAccount(request)));

  route(app, carbon.updateFamilyMember, async (request) => {
    const { params, body } = request.input;
    return app.familyMembers.update(currentAccount(request), params.familyMemberId, body);
  });

  route(app, carbon.deleteFamilyMember, async (request) =>
    app.familyMembers.remove(currentAccount(request), request.input.params.familyMemberId),
  );
};

/** The yearly records, and buying or offsetting their credits from the wallet. */
export const recordRoutes: FastifyPluginAsync = async (app) => {
  // With the slash as well, for remote versions still published that call it so (docs/api.md).
  route(app, carbon.operationalData, async (request) => app.operationalData.list(currentAccount(request)), {
    slashTwin: true,
  });

  route(app, carbon.addOperationalData, async (request) =>
    app.operationalData.add(currentAccount(request), request.input.body),
  );

  route(app, carbon.checkout, async (request) =>
    app.purchases.checkout(currentAccount(request), request.input.body, siteOrigin(app, request)),
  );

  route(app, carbon.monthlyOffset, async (request) =>
    app.purchases.monthlyOffset(currentAccount(request), request.input.body, siteOrigin(app, request)),
  );
};

/** The listings a purchase draws from, the buyer's certificate and its public verification. */
export const creditRoutes: FastifyPluginAsync = async (app) => {
  route(app, carbon.fifoListing, async (request) => app.listings.fifo(request.input.body.requiredQuantity));

  route(app, carbon.listings, async (request) => app.listings.offers(request.input.body.requiredQuantity));

  route(app, carbon.confirmationCertificate, async (request, reply) => {
    const { checkoutId } = request.input.query;
    const pdf = await app.certificates.pdf(currentAccount(request), checkoutId, siteOrigin(app, request));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="certificate-${checkoutId}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(app, carbon.verifyCertificate, async (request) => app.certificates.verify(request.input.params.checkoutId));
};
