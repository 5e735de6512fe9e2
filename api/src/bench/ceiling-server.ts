import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { individuals, sessions } from '../db/schema';
import { hashToken } from '../domains/auth/tokens';
import { localUrl } from '../lib/local-url';

/**
 * The ceiling `pnpm bench` compares authenticated reads with (bench/README.md): a bare Fastify
 * route on the same database and driver doing the one query such a read cannot avoid, the session
 * by its token hash joined to its user. Not part of the site; started only by bench/api.mjs.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase(config);
  const app = Fastify({ logger: false });
  app.get('/ceiling', async (request, reply) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const [row] = await handle.db
      .select({ id: individuals.id, email: individuals.email })
      .from(sessions)
      .innerJoin(individuals, eq(individuals.id, sessions.individualId))
      .where(eq(sessions.tokenHash, hashToken(token)));
    return row ?? reply.code(401).send({ message: 'Unauthenticated' });
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`ceiling listening at ${localUrl(app.server.address() as AddressInfo)}`);
  const stop = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
