import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../../../plugins/app/authenticate';
import { toProfile } from '../../../../services/users/current-user';

/** The signed-in user's own account; every route here needs a valid session. */
const userRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get('/logout', async (request) => {
    if (request.sessionTokenHash) await app.authService.logout(request.sessionTokenHash);
    return { loggedOut: true };
  });

  app.get('/individual/my-profile', async (request) => toProfile(currentUser(request)));
};

export default userRoutes;
