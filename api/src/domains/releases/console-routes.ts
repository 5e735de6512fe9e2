import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { staffActor } from '@commons/platform/audit/audit-actor';
import { consoleApi } from '@commons/shared/contract';
import { consoleRoute, currentConsoleSession } from '../staff/console-route';

/**
 * Who makes a switch from the console: the history names the staff member by email, as the
 * command line names RELEASE_USER; the audit names them as staff (docs/operations.md#the-audit).
 */
const switcher = (request: FastifyRequest) => {
  const { staff } = currentConsoleSession(request);
  return { by: staff.email, actor: staffActor(staff) };
};

/**
 * The console's Releases screen (docs/releases.md): the release command line's services, which
 * are the platform's. `app.releases` and its neighbours are decorated when the platform mounts,
 * after these routes register and before any request, so handlers read them at request time.
 */
export const releaseConsoleRoutes: FastifyPluginAsync = async (app) => {
  consoleRoute(app, consoleApi.releaseBoard, async () => ({ remotes: await app.releaseBoard() }));

  consoleRoute(app, consoleApi.releaseHistory, async (request) => app.switchHistory(request.input.query));

  consoleRoute(app, consoleApi.activateRelease, async (request) => {
    const { by, actor } = switcher(request);
    const { version, reason } = request.input.body;
    await app.releases.activate(request.input.params.remote, version, by, { reason, actor });
  });

  consoleRoute(app, consoleApi.rollbackRelease, async (request) => {
    const { by, actor } = switcher(request);
    await app.releases.rollback(request.input.params.remote, by, { reason: request.input.body.reason, actor });
  });

  consoleRoute(app, consoleApi.rolloutRelease, async (request) => {
    const { by, actor } = switcher(request);
    const { version, percent, reason } = request.input.body;
    await app.releases.rollout(request.input.params.remote, version, percent, by, { reason, actor });
  });

  consoleRoute(app, consoleApi.promoteRelease, async (request) => {
    const { by, actor } = switcher(request);
    await app.releases.promote(request.input.params.remote, by, { reason: request.input.body.reason, actor });
  });

  consoleRoute(app, consoleApi.abortRelease, async (request) => {
    const { by, actor } = switcher(request);
    await app.releases.abort(request.input.params.remote, by, { reason: request.input.body.reason, actor });
  });

  // Freezing is not a switch: it goes to the audit only (docs/releases.md#freeze).
  consoleRoute(app, consoleApi.freezeRelease, async (request) => {
    const { by, actor } = switcher(request);
    await app.releases.freeze(request.input.params.remote, by, { reason: request.input.body.reason, actor });
  });

  consoleRoute(app, consoleApi.unfreezeRelease, async (request) => {
    const { by, actor } = switcher(request);
    await app.releases.unfreeze(request.input.params.remote, by, { reason: request.input.body.reason, actor });
  });
};
