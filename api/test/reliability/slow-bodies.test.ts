import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../helpers/accounts';
import { useTestApp } from '../helpers/build';
import { multipartBody } from '../helpers/documents';
import { sendSlowBody } from '../helpers/slow-body';
import { recordRows, type ReliabilityRow } from './report';

/**
 * A body sent a byte at a time must not hold its connection for ever (docs/reliability.md). Ten at
 * once, with the server's own limits, must all be cut within 30 s, while a document sent at an
 * ordinary (if slow) speed still uploads. Loopback only; bounded by the slow clients' own give-up
 * time.
 */
const rows: ReliabilityRow[] = [];

/** Uploads `bytes` as a PDF over a socket at about `bytesPerSecond`; the reply's status. */
function uploadSteadily(port: number, token: string, bytes: Buffer, bytesPerSecond: number): Promise<number> {
  const { payload, contentType } = multipartBody('PASSPORT', { name: 'scan.pdf', type: 'application/pdf', bytes });
  const head =
    `POST /api/api/user/individual/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
    `Authorization: ${bearer(token).authorization}\r\nContent-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      const slice = Math.ceil(bytesPerSecond / 10);
      let sent = 0;
      const timer = setInterval(() => {
        socket.write(payload.subarray(sent, sent + slice));
        sent += slice;
        if (sent >= payload.length) clearInterval(timer);
      }, 100);
      socket.on('close', () => clearInterval(timer));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => resolve(Number(Buffer.concat(chunks).toString('latin1').split(' ')[1])));
    socket.on('error', reject);
  });
}

describe('slow bodies', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => recordRows('slow-bodies', rows));

  it('should cut ten slow bodies sent at once within 30 s', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => sendSlowBody(ctx.app, { everyMs: 1000, giveUpMs: 40_000 })));
    const slowest = Math.max(...outcomes.map((outcome) => outcome.cutAfterMs));
    const held = slowest < 30_000 && outcomes.every((outcome) => outcome.reply.startsWith('HTTP/1.1 408'));
    rows.push({ area: 'attack', check: `slow bodies cut (slowest after ${(slowest / 1000).toFixed(1)} s, at most 30 s)`, count: 10, held });
    expect(slowest).toBeLessThan(30_000);
    expect(outcomes.map((outcome) => outcome.reply.split('\r\n')[0])).toEqual(Array(10).fill('HTTP/1.1 408 Request Timeout'));
  });

  it('should still take a 1 MB document sent at 64 KB/s while slow bodies are cut', async () => {
    const { user } = await signUp(ctx.app);
    const port = (ctx.app.server.address() as net.AddressInfo).port;
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024 * 1024), Buffer.from('\n%%EOF\n')]);
    const [status] = await Promise.all([
      uploadSteadily(port, user.token, bytes, 64 * 1024),
      sendSlowBody(ctx.app, { everyMs: 1000, giveUpMs: 40_000 }),
    ]);
    rows.push({ area: 'attack', check: 'a document at 64 KB/s uploads beside slow bodies', count: 1, held: status === 201 });
    expect(status).toBe(201);
  });
});
