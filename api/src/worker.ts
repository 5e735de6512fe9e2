import { buildApp } from './app';
import { loadConfig } from './config';
import { ensureSecretsKey } from './lib/secret-box';
import { ensureOperatorToken } from '@commons/server-kernel/operator/operator-token';
import { withSandboxSecret } from './payments/webhook-secret';

/**
 * A job worker (docs/jobs.md): `node api/dist/worker.js`, any number of them beside
 * servers started with `RUN_JOBS=false`, all on one PostgreSQL. It builds the same app as the
 * server (services, the engine's queues and schedules) and never listens: the jobs are its work.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // PGlite admits one process, the server: a worker of its own needs the shared database.
  if (!config.databaseUrl) throw new Error('a worker needs DATABASE_URL; with the embedded database the server runs the jobs itself');
  const operatorToken = await ensureOperatorToken(config);
  const payments = await withSandboxSecret(config);
  const secretsKey = await ensureSecretsKey(config);
  const app = await buildApp({ ...config, runJobs: true, operatorToken, secretsKey, payments });
  await app.ready();
  console.log(`Carbon Commons worker ${process.pid} is running the jobs`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // Lets the jobs under way finish (or time out and be retried elsewhere) before the pool ends.
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`Carbon Commons worker could not start: ${(error as Error).message}`);
  process.exit(1);
});
