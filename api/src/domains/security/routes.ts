import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { TwoFactorCodeSchema } from '@commons/shared/schemas';
import { notFound } from '@commons/platform/errors';
import { docs } from '@commons/platform/lib/route-docs';
import { idempotent } from '../../lib/idempotency/route';
import { siteOrigin } from '../../lib/site-origin';
import { withBody } from '../../lib/with-body';
import { currentUser } from '../../plugins/app/authenticate';

type SessionParams = { Params: { sessionId: string } };

const sessionNotFound = () => notFound('No such signed-in browser');
const isUuid = (text: string) => v.is(v.pipe(v.string(), v.uuid()), text);

/**
 * `/user/individual/...`: the caller's own sign-in security (issue 31): two-factor sign-in and
 * the browsers signed in. Every login (owner or sub-user) manages its own.
 */
export const securityRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sessions', { schema: docs({ summary: 'The browsers signed in to this login, "this browser" marked' }) }, async (request) => ({
    sessions: await app.sessions.list(currentUser(request).id, request.sessionTokenHash),
  }));

  app.post<SessionParams>(
    '/sessions/:sessionId/revoke',
    idempotent({ schema: docs({ summary: 'Sign one browser out of this login' }) }),
    async (request) => {
      const { sessionId } = request.params;
      // Another login's session is answered like one that does not exist.
      if (!isUuid(sessionId) || !(await app.sessions.revokeOne(currentUser(request).id, sessionId))) throw sessionNotFound();
      return { revoked: true };
    },
  );

  app.get('/two-factor', { schema: docs({ summary: 'Whether two-factor sign-in is on, and the recovery codes left' }) }, async (request) =>
    app.twoFactor.status(currentUser(request).id),
  );

  app.post(
    '/two-factor/setup',
    { schema: docs({ summary: 'Start two-factor enrolment: a new secret, its otpauth URI and QR code' }) },
    async (request) => app.twoFactor.setup(currentUser(request)),
  );

  app.post(
    '/two-factor/enable',
    idempotent(withBody({ summary: 'Confirm enrolment with a current code; replies with ten recovery codes, shown once', body: TwoFactorCodeSchema })),
    async (request) => {
      return app.twoFactor.enable(currentUser(request), request.body.code, siteOrigin(app, request));
    },
  );

  app.post(
    '/two-factor/disable',
    idempotent(withBody({ summary: 'Turn two-factor sign-in off with a current code or a recovery code', body: TwoFactorCodeSchema })),
    async (request) => {
      return app.twoFactor.disable(currentUser(request), request.body.code, siteOrigin(app, request));
    },
  );
};
