import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@commons/shared/domain';
import type { ScreenInput } from '@commons/shared/schemas';
import { createDeployStore } from '../../src/releases/deploy-store';
import { publishRemote } from '../../src/releases/publish';
import { fakeBuild } from './fake-build';

/** Publishes a fake build of `name` at `version`, declaring `screens`, into the test app's deploy store and registry. */
export async function publishFake(
  ctx: { app: FastifyInstance; config: { deployDir: string } },
  name: RemoteName,
  version: string,
  screens: ScreenInput[] = [],
) {
  return publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, {
    name,
    version,
    sourceDir: await fakeBuild(`${name} ${version}`, { remote: name, screens }),
    withContentHash: false,
    by: 'alice',
  });
}
