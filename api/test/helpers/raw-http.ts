import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one request with its target byte for byte, as an attacker's client would: `inject`
 * and `fetch` parse the URL first, turning `%2e%2e` and `\` into `..` and `/` before any
 * request leaves. The app must be listening; the reply is read until the server closes.
 */
export async function rawRequest(
  app: FastifyInstance,
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawReply> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  const head = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  const raw = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(address.port, '127.0.0.1', () => socket.write(`${head.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });
  const text = raw.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const headerMap: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headerMap[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers: headerMap, body: text.slice(split + 4) };
}
