import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { EditProfileSchema, UpdateProfileDetailsSchema } from '@commons/shared/schemas';
import { notFound } from '@commons/server-kernel/errors';
import { withBody } from '../../lib/with-body';
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
 * Another person's id answers as an unknown or malformed one does (issue 10: ids of another
 * account answer 404), so the reply says nothing of other accounts; checked before the body, as
 * the handler used to, so a wrong id answers 404 whatever the body.
 */
async function ownProfileOnly(request: FastifyRequest): Promise<void> {
  const { params } = request;
  const individualId = typeof params === 'object' && params !== null && 'individualId' in params ? params.individualId : null;
  if (individualId !== currentAccount(request).callerId) throw notFound('Profile not found');
}

/** The member's own profile updates; both reply with the saved profile, status included. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/update-profile-details',
    withBody({ summary: 'Save profile details', body: UpdateProfileDetailsSchema }),
    async (request) => {
      const saved = await app.profiles.update(currentAccount(request), request.body.data);
      return toProfile(withActingStatus(request, saved), request.assignedGroupPolicy, await householdCountryOf(app.db, saved));
    },
  );

  app.put(
    '/update-profile/:individualId',
    withBody(
      { summary: "Save the profile (the id is the caller's own)", body: EditProfileSchema },
      { preValidation: ownProfileOnly },
    ),
    async (request) => {
      const saved = await app.profiles.update(currentAccount(request), request.body);
      return toProfile(withActingStatus(request, saved), request.assignedGroupPolicy, await householdCountryOf(app.db, saved));
    },
  );
};

export default profileRoutes;
