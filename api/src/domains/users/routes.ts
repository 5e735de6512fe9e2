import type { FastifyPluginAsync } from 'fastify';
import { auth, users } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { currentUser } from '../../plugins/app/authenticate';
import { householdCountryOf, toProfile } from './current-user';

/** The signed-in user's own account: who it is and the menus its group policy grants. */
const userRoutes: FastifyPluginAsync = async (app) => {
  route(app, auth.myProfile, async (request) => {
    const user = currentUser(request);
    return toProfile(user, {
      assignedGroupPolicy: request.assignedGroupPolicy,
      householdCountry: await householdCountryOf(app.db, user),
      review: app.config.accountReview,
    });
  });

  // No policy means no menus.
  route(app, users.myAssignedGroupPolicy, async (request) => ({
    menus: request.assignedGroupPolicy?.menus ?? [],
  }));
};

export default userRoutes;
