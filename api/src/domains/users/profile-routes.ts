import type { FastifyPluginAsync } from 'fastify';
import { EditProfileSchema, UpdateProfileDetailsSchema } from '@commons/shared/schemas';
import { forbidden } from '../../errors';
import { parseBody } from '../../lib/parse-body';
import { currentAccount } from '../../plugins/app/authenticate';
import { toProfile } from './current-user';

/** The owner's profile updates; both reply with the saved profile, status included. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  app.post('/update-profile-details', async (request) => {
    const { data } = parseBody(UpdateProfileDetailsSchema, request.body);
    const saved = await app.profiles.update(currentAccount(request), data);
    return toProfile(saved, request.assignedGroupPolicy);
  });

  app.put<{ Params: { individualId: string } }>('/update-profile/:individualId', async (request) => {
    const account = currentAccount(request);
    // Unknown and malformed ids get the same answer, so the reply says nothing of other accounts.
    if (request.params.individualId !== account.callerId) throw forbidden('You can only update your own profile');
    const saved = await app.profiles.update(account, parseBody(EditProfileSchema, request.body));
    return toProfile(saved, request.assignedGroupPolicy);
  });
};

export default profileRoutes;
