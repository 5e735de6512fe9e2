import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/app/authenticate';
import { access } from '../../plugins/app/authorize';
import { anyStatus } from '../../services/auth/access';
import { toProfile } from './current-user';
import profileRoutes from './profile-routes';

/** The signed-in user's own account. */
const userRoutes: FastifyPluginAsync = async (app) => {
  // Any status: the client reads the status from my-profile to show its screen, and signs out.
  app.get('/logout', access({ statuses: anyStatus }), async (request) => {
    if (request.sessionTokenHash) await app.authService.logout(request.sessionTokenHash);
    return { loggedOut: true };
  });

  app.get('/individual/my-profile', access({ statuses: anyStatus }), async (request) =>
    toProfile(currentUser(request), request.assignedGroupPolicy),
  );

  // APPROVED only: the client asks for it only then (section 6). No policy means no menus.
  app.get('/individual/my-assigned-group-policy', async (request) => ({
    menus: request.assignedGroupPolicy?.menus ?? [],
  }));

  await app.register(profileRoutes, { prefix: '/individual' });
};

export default userRoutes;
