import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { TwoFactorCodeSchema } from '@commons/shared/schemas';
import { notFound } from '@commons/server-kernel/errors';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { siteOrigin } from '../../lib/site-origin';
import { withBody } from '../../lib/with-body';
import { currentUser } from '../../plugins/app/authenticate';

type SessionParams = { Params: { sessionId: string } };

/** The body of a POST that needs none: nothing, or an empty object. */
const NoBody = v.optional(v.object({}), {});

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
    // The body is documented, not read: the session id is the whole request.
    { schema: docs({ summary: 'Sign one browser out of this login', body: NoBody }) },
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
    withBody({ summary: 'Start two-factor enrolment: a new secret, its otpauth URI and QR code', body: NoBody }),
    async (request) => app.twoFactor.setup(currentUser(request)),
  );

  app.post(
    '/two-factor/enable',
    // Not idempotent: a replay would keep the recovery codes in the idempotency table; a second
    // submit gets 409 and changes nothing.
    withBody({ summary: 'Confirm enrolment with a current code; replies with ten recovery codes, shown once', body: TwoFactorCodeSchema }),
    async (request) => {
      return app.twoFactor.enable(currentUser(request), request.body.code, siteOrigin(app, request));
    },
  );

  app.post(
    '/two-factor/disable',
    withBody({ summary: 'Turn two-factor sign-in off with a current code or a recovery code', body: TwoFactorCodeSchema }),
    async (request) => {
      return app.twoFactor.disable(currentUser(request), request.body.code, siteOrigin(app, request));
    },
  );
};
