import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PublicImpactSchema, PublicPageSettingsSchema, UpdatePublicPageSchema } from '@commons/shared/schemas';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { withBody } from '../../lib/with-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** `/user/individual/public-page`: the owner's switch, handle and display name (issue 33). */
export const publicPageSettingsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/public-page',
    { schema: docs({ summary: "The account's public impact page settings", reply: PublicPageSettingsSchema }) },
    async (request) => app.publicPages.settings(currentAccount(request)),
  );

  // Saving the same settings twice is the same as once, so no idempotency key is needed.
  app.put(
    '/public-page',
    withBody({ summary: 'Turn the public impact page on or off, under a handle', body: UpdatePublicPageSchema, reply: PublicPageSettingsSchema }),
    async (request) => app.publicPages.update(currentAccount(request), request.body),
  );
};

const handleOf = (request: FastifyRequest) => (request.params as { handle: string }).handle;

/**
 * `/impact/{handle}`: the public page and its share image, no session. Never cached anywhere:
 * turning the page off must make both a 404 at once.
 */
export const impactRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/:handle',
    { schema: docs({ summary: "An account's public impact page", reply: PublicImpactSchema }) },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await app.publicPages.impact(handleOf(request))),
  );

  app.get(
    '/:handle/share-image',
    { schema: docs({ summary: "The public impact page's share image", produces: { type: 'image/png', description: 'A PNG, 1200x630' } }) },
    async (request, reply) => reply.type('image/png').header('cache-control', 'no-store').send(await app.publicPages.shareImage(handleOf(request))),
  );
};
