import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/app/authenticate';
import { toProfile } from './current-user';
import profileRoutes from './profile-routes';

/** The signed-in user's own account. */
const userRoutes: FastifyPluginAsync = async (app) => {
  app.get('/logout', async (request) => {
    if (request.sessionTokenHash) await app.authService.logout(request.sessionTokenHash);
    return { loggedOut: true };
  });

  app.get('/individual/my-profile', async (request) =>
    toProfile(currentUser(request), request.assignedGroupPolicy),
  );

  // No policy means no menus.
  app.get('/individual/my-assigned-group-policy', async (request) => ({
    menus: request.assignedGroupPolicy?.menus ?? [],
  }));

  await app.register(profileRoutes, { prefix: '/individual' });
};

export default userRoutes;
