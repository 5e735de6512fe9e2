import type { RemoteName } from '@commons/shared/domain';
import type { DeployStore } from '../releases/deploy-store';
import { publishRemote } from '../releases/publish';
import type { ReleaseRegistry } from '../releases/types';
import { usage, type ReleaseCommand } from './release-args';
import { formatFreeze, formatListing, formatPublish, formatRollout, formatStatus, formatSwitch, formatUnfreeze } from './release-output';
import { remoteBuildDir, remotePackageVersion } from './remote-build';

export interface ReleaseContext {
  registry: ReleaseRegistry;
  store: DeployStore;
  /** Root of the workspace holding the `mfe-*` folders. */
  repoRoot: string;
  /** Who acts, recorded with every publish and switch. */
  by: string;
}

/** Runs one release command and returns the lines to print. */
export async function runReleaseCommand(cmd: ReleaseCommand, ctx: ReleaseContext): Promise<string[]> {
  const { registry, by } = ctx;
  switch (cmd.command) {
    case 'publish': {
      const lines: string[] = [];
      // One after another: each line is printed in the order the remotes were named.
      for (const name of cmd.names) lines.push(...(await publishOne(name, cmd, ctx)));
      return lines;
    }
    case 'activate':
      return [formatSwitch(await registry.activate(cmd.name, cmd.version, by, { force: cmd.force, reason: cmd.reason }))];
    case 'rollback': {
      const result = await registry.rollback(cmd.name, by, { force: cmd.force, reason: cmd.reason });
      return [`${cmd.name} rolled back to ${result.version} (was ${result.previous})`];
    }
    case 'rollout':
      return [formatRollout(await registry.rollout(cmd.name, cmd.version, cmd.percent, by, { force: cmd.force, reason: cmd.reason }))];
    case 'promote': {
      const result = await registry.promote(cmd.name, by, { force: cmd.force, reason: cmd.reason });
      return [`${cmd.name} ${result.version} is live for everyone (was ${result.previous})`];
    }
    case 'abort': {
      const result = await registry.abort(cmd.name, by, { reason: cmd.reason });
      return [`${cmd.name} rollout of ${result.version} aborted; everyone gets ${result.live}`];
    }
    case 'freeze':
      return [formatFreeze(await registry.freeze(cmd.name, by, { reason: cmd.reason }))];
    case 'unfreeze':
      return [formatUnfreeze(await registry.unfreeze(cmd.name, by, { reason: cmd.reason }))];
    case 'list':
      return formatListing(await registry.list(cmd.name ?? undefined));
    case 'status':
      return formatStatus(await registry.status());
    case 'help':
      return [usage];
  }
}

async function publishOne(
  name: RemoteName,
  cmd: Extract<ReleaseCommand, { command: 'publish' }>,
  ctx: ReleaseContext,
): Promise<string[]> {
  const published = await publishRemote(ctx.store, ctx.registry, {
    name,
    sourceDir: cmd.from ?? remoteBuildDir(ctx.repoRoot, name),
    version: cmd.version ?? (await remotePackageVersion(ctx.repoRoot, name)),
    withContentHash: cmd.contentVersion,
    by: ctx.by,
  });
  const switched = cmd.activate ? await ctx.registry.activate(name, published.version, ctx.by) : null;
  return formatPublish(published, switched);
}
