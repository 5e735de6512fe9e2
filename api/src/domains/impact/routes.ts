import type { FastifyPluginAsync } from 'fastify';
import { impact } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { currentAccount } from '../../plugins/app/authenticate';

/** The owner's switch, handle and display name, on the profile, and whom certificates' public views name. */
export const publicPageSettingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, impact.publicPageSettings, async (request) => app.publicPages.settings(currentAccount(request)));

  route(app, impact.updatePublicPageSettings, async (request) =>
    app.publicPages.update(currentAccount(request), request.input.body),
  );

  // Whom the certificates' public views name (docs/product-rules.md#the-public-impact-page).
  route(app, impact.publicBeneficiary, async (request) => app.publicBeneficiary.read(currentAccount(request)));

  route(app, impact.updatePublicBeneficiary, async (request) =>
    app.publicBeneficiary.choose(currentAccount(request), request.input.body),
  );
};

/**
 * The public page and its share image, no session. Never cached anywhere: turning the page off
 * must make both a 404 at once (docs/product-rules.md#the-public-impact-page).
 */
export const impactRoutes: FastifyPluginAsync = async (app) => {
  // The header goes first, so the 404 of a page that is off is not cached either.
  route(app, impact.publicImpact, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.publicPages.impact(request.input.params.handle);
  });

  route(app, impact.publicImpactShareImage, async (request, reply) =>
    reply.type('image/png').header('cache-control', 'no-store').send(await app.publicPages.shareImage(request.input.params.handle)),
  );
};
