import type { FastifyInstance } from 'fastify';
import { localUrl } from './local-url';

/** The names a browser on this machine may reach this server by. */
const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The server's own port: where it listens, or the configured one when it does not (injected tests). */
function ownPort(app: FastifyInstance): number {
  const address = app.server.address();
  return address === null || typeof address === 'string' ? app.config.port : address.port;
}

/**
 * The request's `Host` when it names one of this server's loopback names on its own port, else
 * null. Only that one case: the browser used it to reach this very server, and a link to it
 * leads nowhere else (a `Host` naming any other site is ignored).
 */
function loopbackHostOf(app: FastifyInstance, host: string | undefined): string | null {
  const match = /^(\[::1\]|[^:[\]]+):(\d+)$/.exec(host?.toLowerCase() ?? '');
  if (!match || !loopbackNames.has(match[1]!) || Number(match[2]) !== ownPort(app)) return null;
  return `${match[1]}:${match[2]}`;
}

/**
 * Where the browser reaches the site, for the links a payment page returns to and a
 * certificate's verification link: `PUBLIC_URL` when set. Unset, the loopback name the browser
 * used when it is one of this server's (`localhost`, `127.0.0.1`, `[::1]` on its own port), so a
 * payer who opened `http://127.0.0.1:<PORT>` comes back to that origin, where the session lives;
 * otherwise the address this server listens on (`localhost` for every interface, as the start
 * line says). Never another request's Host or Origin: the sender chooses those, and a link built
 * from them would send the payer to any site and be stored under its idempotency key.
 */
export function siteOrigin(app: FastifyInstance, request?: { headers: { host?: string } }): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const loopback = loopbackHostOf(app, request?.headers.host);
  if (loopback) return `http://${loopback}`;
  const address = app.server.address();
  if (address === null || typeof address === 'string') return `http://localhost:${app.config.port}`;
  return localUrl(address, 'localhost');
}
