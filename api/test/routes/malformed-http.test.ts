import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRequestTimeouts } from '../../src/config';
import { useTestApp } from '../helpers/build';
import { sendSlowBody } from '../helpers/slow-body';
import { securityHeaderProblems } from '../helpers/security-headers';

interface ParsedReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(text: string): ParsedReply {
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) };
}

/** Writes `bytes` as they are and reads until the server closes. */
function sendRaw(port: number, bytes: string): Promise<ParsedReply> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(parse(Buffer.concat(chunks).toString('latin1'))));
    socket.on('error', reject);
  });
}

describe('malformed HTTP', () => {
  // A short window, so a slow body is cut in about two seconds here.
  const ctx = useTestApp({ requestTimeouts: { ...defaultRequestTimeouts, bodyWindowSeconds: 1, minBodyBytesPerWindow: 64 } });
  let port = 0;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });

  it.each([
    ['headers too large', 431, 'Request headers are too large', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['a Content-Length that is no number', 400, 'Malformed request: invalid Content-Length', 'POST /api/api/auth/individual/login HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n'],
    ['two different Content-Lengths', 400, 'Malformed request: more than one Content-Length', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab'],
    ['Content-Length with chunked encoding', 400, 'Malformed request: invalid Transfer-Encoding', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['an unknown method', 400, 'Malformed request: unknown method', 'HELLO / HTTP/1.1\r\n\r\n'],
    ['a request line that is no HTTP', 400, 'Malformed request', 'GET /\x01 HTTP/1.1\r\n\r\n'],
  ])('should answer %s with %i, the site headers and { message }', async (_name, status, message, bytes) => {
    const reply = await sendRaw(port, bytes);
    expect(reply.status).toBe(status);
    expect(JSON.parse(reply.body)).toEqual({ message });
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(securityHeaderProblems(reply.headers)).toEqual([]);
  });

  it('should cut a body that stops arriving with 408, the site headers and { message }', async () => {
    const outcome = await sendSlowBody(ctx.app, { everyMs: 300, giveUpMs: 10_000 });
    expect(outcome.cutAfterMs).toBeLessThan(4000);
    const reply = parse(outcome.reply);
    expect(reply.status).toBe(408);
    expect(JSON.parse(reply.body)).toEqual({ message: 'The request took too long to arrive' });
    expect(securityHeaderProblems(reply.headers)).toEqual([]);
  });

  it('should take a body that arrives steadily though slower than at once', async () => {
    const response = await new Promise<ParsedReply>((resolve) => {
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'x'.repeat(200) });
      const chunks: Buffer[] = [];
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`POST /api/api/auth/individual/login HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
        let sent = 0;
        // 80 bytes every 500 ms: above the 64 bytes a window asks for, over about 1.5 s.
        const timer = setInterval(() => {
          socket.write(body.slice(sent, sent + 80));
          sent += 80;
          if (sent >= body.length) clearInterval(timer);
        }, 500);
      });
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('close', () => resolve(parse(Buffer.concat(chunks).toString('latin1'))));
    });
    expect(response.status).toBe(401);
  });
});
