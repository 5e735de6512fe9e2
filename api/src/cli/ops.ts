import os from 'node:os';
import { loadConfig } from '../config';
import { connectOperator } from './operator-connection';
import { parseOpsArgs, usage } from './ops-args';
import { opsBackends } from './ops-backends';
import { runOpsCommand } from './ops-commands';

/** `pnpm ops <command>`: what operators do that no screen does. Exit 0 ok, 1 error. */
async function main(args: string[]): Promise<void> {
  const command = parseOpsArgs(args);
  if (command.command === 'help') {
    console.log(usage);
    return;
  }
  const connection = await connectOperator(loadConfig(), opsBackends);
  try {
    const by = process.env.OPS_USER || os.userInfo().username;
    console.log((await runOpsCommand(command, { ...connection.service, by })).join('\n'));
  } finally {
    await connection.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`ops: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
