import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { auth, signInSecurity } from '@commons/shared/contract';
import { notFound } from '@commons/server-kernel/errors';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { siteOrigin } from '../../lib/site-origin';
import { currentAccount, currentUser } from '../../plugins/app/authenticate';
import { signInClient } from '../auth/sign-in-client';
import { requireVerifiedOwner } from '../users/verified-owner';
import type { SignedInProof } from './two-factor';

const sessionNotFound = () => notFound('No such signed-in browser');
const isUuid = (text: string) => v.is(v.pipe(v.string(), v.uuid()), text);

/** A signed-in change's password, and its session as the browser whose wrong codes count. */
const proofOf = (request: FastifyRequest, password: string): SignedInProof => ({
  password,
  client: { address: request.ip, browser: request.sessionTokenHash ? `session ${request.sessionTokenHash}` : null },
});

/**
 * The caller's own sign-in security (docs/product-rules.md#sign-in-security): two-factor sign-in
 * and the browsers signed in. Every login (owner or sub-user) manages its own. A lost second
 * factor's recovery request is filed signed out.
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
    const { code, password } = request.input.body;
    return app.twoFactor.enable(currentUser(request), code, siteOrigin(app, request), proofOf(request, password));
  });

  route(app, signInSecurity.disableTwoFactor, async (request) => {
    const { code, password } = request.input.body;
    return app.twoFactor.disable(currentUser(request), code, siteOrigin(app, request), proofOf(request, password));
  });

  route(app, auth.requestTwoFactorRecovery, async (request) =>
    app.twoFactorRecovery.file(request.input.body, signInClient(request), siteOrigin(app, request)),
  );
};
