import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

/** A request whose body is still arriving, and how much its connection had read at the last look. */
interface Arriving {
  raw: IncomingMessage;
  socket: Socket;
  bytesRead: number;
  lookedAt: number;
}

const hasBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

/**
 * Cuts a body that stops arriving (docs/api.md#caching-throttles-and-malformed-requests): every
 * window, a request still receiving its body must have brought at least the configured bytes, or
 * its connection is answered 408 and closed. Measured on the socket while the server reads the
 * body: a handler that has not started reading (still checking the session) or a store pushing back
 * stalls the body through no fault of the client, and Node's `requestTimeout` bounds those. One
 * timer for every watched request.
 */
export default fp(
  async (app, { cut }: { cut: (socket: Socket) => void }) => {
    const { bodyWindowSeconds, minBodyBytesPerWindow } = app.config.requestTimeouts;
    const windowMs = bodyWindowSeconds * 1000;
    const arriving = new Set<Arriving>();
    let timer: NodeJS.Timeout | null = null;

    const look = () => {
      const now = Date.now();
      for (const body of arriving) {
        if (body.raw.complete || body.socket.destroyed) arriving.delete(body);
        else if (now - body.lookedAt >= windowMs) {
          const brought = body.socket.bytesRead - body.bytesRead;
          const reading = body.raw.readableFlowing === true;
          Object.assign(body, { bytesRead: body.socket.bytesRead, lookedAt: now });
          if (reading && brought < minBodyBytesPerWindow) {
            arriving.delete(body);
            cut(body.socket);
          }
        }
      }
      if (arriving.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };

    app.addHook('onRequest', (request, _reply, done) => {
      const { raw } = request;
      // `inject` requests have no real socket and their whole body at once.
      if (hasBody(raw) && !raw.complete && typeof raw.socket?.bytesRead === 'number') {
        arriving.add({ raw, socket: raw.socket, bytesRead: raw.socket.bytesRead, lookedAt: Date.now() });
        timer ??= setInterval(look, Math.min(1000, windowMs / 4)).unref();
      }
      done();
    });
    app.addHook('onClose', (_app, done) => {
      if (timer) clearInterval(timer);
      done();
    });
  },
  { name: 'slow-bodies', dependencies: ['config'] },
);
