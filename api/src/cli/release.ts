import os from 'node:os';
import { loadConfig, repoRoot } from '../config';
import { createDeployStore } from '../services/releases/deploy-store';
import { parseReleaseArgs, usage } from './release-args';
import { runReleaseCommand } from './release-commands';
import { connectRegistry } from './registry-connection';

/** `pnpm release <command>`: the release registry from the command line. Exit 0 ok, 1 error. */
async function main(args: string[]): Promise<void> {
  const command = parseReleaseArgs(args);
  if (command.command === 'help') {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const connection = await connectRegistry(config);
  try {
    const lines = await runReleaseCommand(command, {
      registry: connection.registry,
      // Same machine as the server: the CLI writes the files, the registry only records them.
      store: createDeployStore(config.deployDir),
      repoRoot,
      by: process.env.RELEASE_USER || os.userInfo().username,
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
