import type { FastifyPluginAsync } from 'fastify';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { currentUser } from '../../plugins/app/authenticate';
import { householdCountryOf, toProfile } from './current-user';
import profileRoutes from './profile-routes';

/** The signed-in user's own account. */
const userRoutes: FastifyPluginAsync = async (app) => {
  app.get('/logout', { schema: docs({ summary: 'End the session the token belongs to' }) }, async (request) => {
    if (request.sessionTokenHash) await app.authService.logout(request.sessionTokenHash);
    return { loggedOut: true };
  });

  app.get('/individual/my-profile', { schema: docs({ summary: "The caller's profile, status and menus" }) }, async (request) => {
    const user = currentUser(request);
    return toProfile(user, request.assignedGroupPolicy, await householdCountryOf(app.db, user));
  });

  // No policy means no menus.
  app.get(
    '/individual/my-assigned-group-policy',
    { schema: docs({ summary: "The menus of the caller's group policy" }) },
    async (request) => ({
      menus: request.assignedGroupPolicy?.menus ?? [],
    }),
  );

  await app.register(profileRoutes, { prefix: '/individual' });
};

export default userRoutes;
