import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { users } from '@commons/shared/contract';
import { notFound } from '@commons/server-kernel/errors';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import type { Individual } from '../../db/schema';
import { currentAccount, currentUser } from '../../plugins/app/authenticate';
import { householdCountryOf, toProfile } from './current-user';

/**
 * The saved profile with the status the caller acts with. An owner's is the one just saved; a
 * sub-user's own status never changes here, so the effective one its session resolved still holds.
 */
const withActingStatus = (request: FastifyRequest, saved: Individual): Individual =>
  saved.iam === 'SUB_USER' ? { ...saved, accountStatus: currentUser(request).accountStatus } : saved;

/**
 * Another person's id answers as an unknown or malformed one does, so the reply says nothing of
 * other accounts; checked before the body, so a wrong id answers 404 whatever the body.
 */
async function ownProfileOnly(request: FastifyRequest): Promise<void> {
  const { params } = request;
  const individualId = typeof params === 'object' && params !== null && 'individualId' in params ? params.individualId : null;
  if (individualId !== currentAccount(request).callerId) throw notFound('Profile not found');
}

/** The member's own profile updates; both reply with the saved profile, status included. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  /** The saved profile as the client sees it, with the status the caller acts with. */
  const savedProfile = async (request: FastifyRequest, saved: Individual) =>
    toProfile(withActingStatus(request, saved), {
      assignedGroupPolicy: request.assignedGroupPolicy,
      householdCountry: await householdCountryOf(app.db, saved),
      review: app.config.accountReview,
    });

  route(app, users.updateProfileDetails, async (request) =>
    savedProfile(request, await app.profiles.update(currentAccount(request), request.input.body.data)),
  );

  route(app, users.updateProfile, async (request) => savedProfile(request, await app.profiles.update(currentAccount(request), request.input.body)), {
    preValidation: ownProfileOnly,
  });
};

export default profileRoutes;
