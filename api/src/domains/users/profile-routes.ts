import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { EditProfileSchema, UpdateProfileDetailsSchema } from '@commons/shared/schemas';
import { notFound } from '@commons/platform/errors';
import { docs } from '@commons/platform/lib/route-docs';
import { parseBody } from '@commons/platform/lib/parse-body';
import type { Individual } from '../../db/schema';
import { currentAccount, currentUser } from '../../plugins/app/authenticate';
import { toProfile } from './current-user';

/**
 * The saved profile with the status the caller acts with. An owner's is the one just saved; a
 * sub-user's own status never changes here, so the effective one its session resolved still holds.
 */
const withActingStatus = (request: FastifyRequest, saved: Individual): Individual =>
  saved.iam === 'SUB_USER' ? { ...saved, accountStatus: currentUser(request).accountStatus } : saved;

/** The member's own profile updates; both reply with the saved profile, status included. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/update-profile-details',
    { schema: docs({ summary: 'Save profile details', body: UpdateProfileDetailsSchema }) },
    async (request) => {
      const { data } = parseBody(UpdateProfileDetailsSchema, request.body);
      const saved = await app.profiles.update(currentAccount(request), data);
      return toProfile(withActingStatus(request, saved), request.assignedGroupPolicy);
    },
  );

  app.put<{ Params: { individualId: string } }>(
    '/update-profile/:individualId',
    { schema: docs({ summary: 'Save the profile (the id is the caller\'s own)', body: EditProfileSchema }) },
    async (request) => {
      const account = currentAccount(request);
      // Another person's id answers as an unknown or malformed one does (issue 10: ids of another
      // account answer 404), so the reply says nothing of other accounts.
      if (request.params.individualId !== account.callerId) throw notFound('Profile not found');
      const saved = await app.profiles.update(account, parseBody(EditProfileSchema, request.body));
      return toProfile(withActingStatus(request, saved), request.assignedGroupPolicy);
    },
  );
};

export default profileRoutes;
