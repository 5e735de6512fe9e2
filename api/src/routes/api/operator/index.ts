import type { FastifyPluginAsync } from 'fastify';
import { domains } from '../../../domains';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { withBody } from '../../../lib/with-body';
import { commandBody, runOpsCommand } from '../../../operator/run-command';

/**
 * Operator endpoints, for the command lines only; every one needs the operator token. Each
 * `pnpm ops` command is `POST /<group>/<action>`, served from its declaration, so the command
 * line can go through this server while it holds the embedded database. The release
 * command line's endpoints (`/releases`) are the platform's, behind the same token.
 */
const operatorRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticateOperator);

  // The CLI checks that the server named in server.json is this one before sending commands.
  app.get(
    '/health',
    { schema: docs({ summary: "The server's process id, which the command line checks" }) },
    async () => ({ pid: process.pid }),
  );

  const deps = { db: app.db, config: app.config, blobs: app.blobs, jobs: app.jobs };
  for (const domain of domains) {
    for (const command of domain.commands?.commands ?? []) {
      app.post(
        `/${command.group}/${command.action}`,
        withBody({ summary: command.help, body: commandBody(command) }),
        async (request) => runOpsCommand(deps, command, request.body),
      );
    }
  }
};

export default operatorRoutes;
