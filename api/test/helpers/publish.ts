import type { RemoteName } from '@commons/shared/domain';
import type { ScreenInput } from '@commons/shared/schemas';
import { createDeployStore } from '../../src/domains/releases/deploy-store';
import { publishRemote } from '../../src/domains/releases/publish';
import type { TestContext } from './build';
import { fakeBuild } from './fake-build';

/** Publishes a fake build of `name` at `version`, declaring `screens`, into the test app's deploy store and registry. */
export async function publishFake(ctx: TestContext, name: RemoteName, version: string, screens: ScreenInput[] = []) {
  return publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, {
    name,
    version,
    sourceDir: await fakeBuild(`${name} ${version}`, { remote: name, screens }),
    withContentHash: false,
    by: 'alice',
  });
}
