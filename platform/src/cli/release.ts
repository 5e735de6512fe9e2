import os from 'node:os';
import { connectOperator } from '@commons/server-kernel/cli/operator-connection';
import { openPlatformDatabase } from '../db/open';
import { repoRoot } from '../paths';
import { createDeployStore } from '../releases/deploy-store';
import { parseReleaseArgs, usage } from './release-args';
import { releaseBackends } from './release-client';
import { loadReleaseConfig } from './release-config';
import { runReleaseCommand } from './release-commands';

/** `pnpm release <command>`: the release registry from the command line. Exit 0 ok, 1 error. */
async function main(args: string[]): Promise<void> {
  const command = parseReleaseArgs(args);
  if (command.command === 'help') {
    console.log(usage);
    return;
  }
  const config = loadReleaseConfig();
  const connection = await connectOperator(config, releaseBackends(config), () => openPlatformDatabase(config));
  try {
    const lines = await runReleaseCommand(command, {
      registry: connection.service,
      // Same machine as the server: the CLI writes the files, the registry only records them.
      store: createDeployStore(config.deployDir),
      repoRoot,
      by: config.releaseUser ?? os.userInfo().username,
    });
    console.log(lines.join('\n'));
  } finally {
    await connection.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`release: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
