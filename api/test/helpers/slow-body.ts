import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SlowBodyOutcome {
  /** Milliseconds from the first byte sent until the server closed the connection. */
  cutAfterMs: number;
  /** What the server wrote before closing, as text. */
  reply: string;
}

/**
 * Sends a JSON request whose body claims `declared` bytes and trickles one byte every
 * `everyMs`, as a slow-loris client does, until the server closes the connection or `giveUpMs`
 * passes (then the outcome says so with a cut time of Infinity). Loopback only.
 */
export function sendSlowBody(
  app: FastifyInstance,
  { path = '/api/api/auth/individual/login', declared = 1000, everyMs = 500, giveUpMs = 40_000 } = {},
): Promise<SlowBodyOutcome> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const socket = net.connect(address.port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n{`,
      );
    });
    const trickle = setInterval(() => {
      if (socket.writable) socket.write(' ');
    }, everyMs);
    const finish = (cutAfterMs: number) => {
      clearInterval(trickle);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ cutAfterMs, reply: Buffer.concat(chunks).toString('latin1') });
    };
    const giveUp = setTimeout(() => finish(Infinity), giveUpMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(Date.now() - started));
    socket.on('error', () => undefined);
  });
}
