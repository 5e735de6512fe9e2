import { loadConfig } from '../config';
import { accountBackends } from './accounts-client';
import { connectOperator } from './operator-connection';
import { parseOpsArgs, usage } from './ops-args';
import { runOpsCommand } from './ops-commands';

/** `pnpm ops <command>`: what operators do that no screen does. Exit 0 ok, 1 error. */
async function main(args: string[]): Promise<void> {
  const command = parseOpsArgs(args);
  if (command.command === 'help') {
    console.log(usage);
    return;
  }
  const connection = await connectOperator(loadConfig(), accountBackends);
  try {
    console.log((await runOpsCommand(command, connection.service)).join('\n'));
  } finally {
    await connection.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`ops: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
