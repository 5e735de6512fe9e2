import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findRunningServer } from '@commons/server-kernel/operator/running-server';
import { writeServerInfo } from '@commons/server-kernel/operator/server-info';
import { tempDir } from '../helpers/build';

let server: Server | null = null;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A health endpoint that answers `pid` after `delayMs`, named in a data folder's server.json. */
async function slowServer(delayMs: number, pid = process.pid): Promise<string> {
  server = createServer((_request, response) => {
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ pid })), delayMs);
  });
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  const dataDir = await tempDir('running-server');
  await writeServerInfo(dataDir, { pid: process.pid, port, url: `http://127.0.0.1:${port}` });
  return dataDir;
}

describe('findRunningServer', () => {
  it('should wait as long as it is told for a server that is busy, and give up after that', async () => {
    const dataDir = await slowServer(400);
    expect(await findRunningServer(dataDir, 'token', 100)).toMatchObject({ status: null });
    expect(await findRunningServer(dataDir, 'token', 10_000)).toMatchObject({ status: 200 });
  });

  it('should not count an answer with another process id as the server', async () => {
    const dataDir = await slowServer(0, process.pid + 1);
    expect(await findRunningServer(dataDir, 'token', 10_000)).toMatchObject({ status: null });
  });

  it('should find nothing where no server.json is', async () => {
    expect(await findRunningServer(await tempDir('running-server'), 'token')).toBeNull();
  });
});
