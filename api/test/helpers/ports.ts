import { createServer, type AddressInfo } from 'node:net';

/** A port free on loopback right now, for a server process a test starts to listen on. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
