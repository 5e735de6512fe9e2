import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { signInSecurity } from '@commons/shared/contract';
import { notFound } from '@commons/server-kernel/errors';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { siteOrigin } from '../../lib/site-origin';
import { currentAccount, currentUser } from '../../plugins/app/authenticate';
import { requireVerifiedOwner } from '../users/verified-owner';

const sessionNotFound = () => notFound('No such signed-in browser');
const isUuid = (text: string) => v.is(v.pipe(v.string(), v.uuid()), text);

/**
 * The caller's own sign-in security (docs/product-rules.md#sign-in-security): two-factor sign-in
 * and the browsers signed in. Every login (owner or sub-user) manages its own.
 */
export const securityRoutes: FastifyPluginAsync = async (app) => {
  route(app, signInSecurity.signedInBrowsers, async (request) => ({
    sessions: await app.sessions.list(currentUser(request).id, request.sessionTokenHash),
  }));

  route(app, signInSecurity.revokeSignedInBrowser, async (request) => {
    const { sessionId } = request.input.params;
    // Another login's session is answered like one that does not exist, and so is a malformed id.
    if (!isUuid(sessionId) || !(await app.sessions.revokeOne(currentUser(request).id, sessionId))) throw sessionNotFound();
    return { revoked: true } as const;
  });

  route(app, signInSecurity.twoFactorStatus, async (request) => app.twoFactor.status(currentUser(request).id));

  // A second factor set up before the address is proven would guard the account against its
  // holder (docs/product-rules.md#what-waits-for-a-verified-address).
  route(app, signInSecurity.setupTwoFactor, async (request) => {
    await requireVerifiedOwner(app.db, currentAccount(request), 'two-factor');
    return app.twoFactor.setup(currentUser(request));
  });

  route(app, signInSecurity.enableTwoFactor, async (request) => {
    await requireVerifiedOwner(app.db, currentAccount(request), 'two-factor');
    return app.twoFactor.enable(currentUser(request), request.input.body.code, siteOrigin(app, request));
  });

  route(app, signInSecurity.disableTwoFactor, async (request) =>
    app.twoFactor.disable(currentUser(request), request.input.body.code, siteOrigin(app, request)),
  );
};
