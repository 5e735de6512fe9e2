import os from 'node:os';
import { loadConfig } from '../config';
import { readSecretsKey } from '../lib/secret-box';
import { parseOpsArgs, usage } from './ops-args';
import { openOps } from './ops-runner';

/** `pnpm ops <command>`: what operators do that no screen does. Exit 0 ok, 1 error. */
async function main(args: string[]): Promise<void> {
  const call = parseOpsArgs(args);
  if (call === 'help') {
    console.log(usage);
    return;
  }
  const loaded = loadConfig();
  // The key the local server made, never a new one: a key of its own would seal what the server cannot open.
  const config = { ...loaded, secretsKey: await readSecretsKey(loaded) };
  const ops = await openOps(config);
  try {
    const by = config.opsUser ?? os.userInfo().username;
    console.log((await ops.run(call, by)).join('\n'));
  } finally {
    await ops.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`ops: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
