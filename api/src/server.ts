import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { seedListingsIfEmpty } from './domains/carbon/listings';
import { seedProjectsIfEmpty } from './domains/projects/project-save';
import { createTotpSeeds } from './domains/sign-in-security/totp-seeds';
import { loadConfig } from './config';
import { localUrl } from './lib/local-url';
import { ensureSecretsKey } from './lib/secret-box';
import { createStaffSecondFactor } from './domains/staff/staff-second-factor';
import { ensureOperatorToken } from '@commons/server-kernel/operator/operator-token';
import { findRunningServer } from '@commons/server-kernel/operator/running-server';
import { removeServerInfo, writeServerInfo } from '@commons/server-kernel/operator/server-info';
import { withSandboxSecret } from './payments/webhook-secret';

/** The advisory lock instances starting on one new PostgreSQL take to load the data files. */
const firstStartLock = 0x636f6d73; // "coms"

/**
 * Runs `seed` while no other instance on the same PostgreSQL does: instances starting at once on
 * a new database would otherwise see the projects half loaded by another, skip them, and have
 * their listings refused for undescribed projects. The lock is held by a transaction of its own
 * while `seed` uses other connections; the second instance waits, then finds both loaded.
 * PGlite admits one process per data folder, and one connection: no lock there.
 */
async function oneInstanceAtATime(app: Awaited<ReturnType<typeof buildApp>>, postgres: boolean, seed: () => Promise<void>): Promise<void> {
  if (!postgres) return seed();
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${firstStartLock})`);
    await seed();
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const operatorToken = await ensureOperatorToken(config);
  // PGlite admits one process: a second server on the same data folder would corrupt it.
  const running = config.databaseUrl ? null : await findRunningServer(config.dataDir, operatorToken);
  if (running?.status) {
    const { pid, url } = running.info;
    throw new Error(`A server (pid ${pid}) already uses ${config.dataDir} at ${url}; stop it first`);
  }

  const payments = await withSandboxSecret(config);
  const secretsKey = await ensureSecretsKey(config);
  const app = await buildApp({ ...config, operatorToken, secretsKey, payments });
  try {
    // The first start of a new database lists the marketplace's projects and credits (`pnpm ops
    // projects seed` and `listings seed` load the files again later). Here rather than in the
    // app, so tests start with neither.
    await oneInstanceAtATime(app, config.databaseUrl !== null, async () => {
      const projects = await seedProjectsIfEmpty(app.db, app.blobs);
      if (projects.length > 0) app.log.info({ projects: projects.length }, 'projects loaded from the data file');
      const seeded = await seedListingsIfEmpty(app.db);
      if (seeded.length > 0) app.log.info({ listings: seeded.length }, 'credit listings loaded from the data file');
    });
    // Seeds kept in plain text, or sealed with a key now in SECRETS_KEY_PREVIOUS, are sealed with
    // the current key (docs/configuration.md#secrets-at-rest); each row is re-sealed once.
    const keys = { ...config, secretsKey };
    const resealed =
      (await createTotpSeeds({ db: app.db, config: keys }).resealAll()) + (await createStaffSecondFactor(keys).resealAll(app.db));
    if (resealed > 0) app.log.info({ resealed }, 'TOTP seeds sealed with the current SECRETS_KEY');
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The data file is broken, or the port is taken or refused: close the database cleanly before giving up.
    await app.close();
    throw error;
  }
  const address = app.server.address() as AddressInfo;
  await writeServerInfo(config.dataDir, { pid: process.pid, port: address.port, url: localUrl(address) });
  console.log(`Carbon Commons is running at http://localhost:${address.port}`);
  // Said once at start: otherwise a person waiting for a sign-up mail locally has no clue where it went.
  if (!config.smtpUrl) console.log('Mail is kept, not sent (no SMTP_URL): read it with `pnpm ops mail list` and `pnpm ops mail show <id>`');

  // Once, however many signals come: `npm start` passes its SIGTERM on, and a kill of the whole
  // process group sends another, which Node's default would answer by ending the process in the
  // middle of closing the database.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Close first (stops requests, flushes PGlite), then tell the CLI the database is free.
    await app.close();
    await removeServerInfo(config.dataDir);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  const message = code === 'EADDRINUSE' ? 'The port is in use; set PORT to another one' : (error as Error).message;
  console.error(`Carbon Commons could not start: ${message}`);
  process.exit(1);
});
