import type { FastifyInstance } from 'fastify';
import { localUrl } from './local-url';

/**
 * Where the browser reaches the site, for the links a payment page returns to: `PUBLIC_URL`
 * when set, else the address this server listens on (`localhost` for every interface, as the
 * server's start line says). Never the request's Host or Origin: the sender chooses those, and
 * a link built from them would send the payer to any site and be stored under its idempotency key.
 */
export function siteOrigin(app: FastifyInstance): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const address = app.server.address();
  // Not listening (requests injected in tests): the configured port on this machine.
  if (address === null || typeof address === 'string') return `http://localhost:${app.config.port}`;
  return localUrl(address, 'localhost');
}
