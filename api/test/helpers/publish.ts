import type { RemoteName } from '@commons/shared/domain';
import { createDeployStore } from '../../src/domains/releases/deploy-store';
import { publishRemote } from '../../src/domains/releases/publish';
import type { TestContext } from './build';
import { fakeBuild } from './fake-build';

/** Publishes a fake build of `name` at `version` into the test app's deploy store and registry. */
export async function publishFake(ctx: TestContext, name: RemoteName, version: string) {
  return publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, {
    name,
    version,
    sourceDir: await fakeBuild(`${name} ${version}`),
    withContentHash: false,
    by: 'alice',
  });
}
