import type { AppConfig } from '../config';
import { openDatabase } from '../db/open';
import { readOperatorToken } from '../operator/operator-token';
import { findRunningServer } from '../operator/running-server';
import { createReleaseRegistry } from '../services/releases/registry';
import type { ReleaseRegistry } from '../services/releases/types';
import { createOperatorClient } from './operator-client';

export interface RegistryConnection {
  registry: ReleaseRegistry;
  /** `server` when the commands go through a running server's operator endpoint. */
  via: 'server' | 'database';
  close(): Promise<void>;
}

async function openDirect(config: AppConfig): Promise<RegistryConnection> {
  const handle = await openDatabase(config);
  return { registry: createReleaseRegistry(handle.db), via: 'database', close: () => handle.close() };
}

/**
 * PostgreSQL takes any number of clients, so with `DATABASE_URL` the CLI connects directly.
 * PGlite admits one process: while a server runs on the data folder, go through its operator
 * endpoint; open the folder only when no server holds it.
 */
export async function connectRegistry(config: AppConfig): Promise<RegistryConnection> {
  if (config.databaseUrl) return openDirect(config);
  const token = await readOperatorToken(config);
  const server = await findRunningServer(config.dataDir, token);
  if (!server) return openDirect(config);
  const { pid, url } = server.info;
  if (server.status === 200 && token) {
    return { registry: createOperatorClient(url, token), via: 'server', close: async () => {} };
  }
  if (server.status === 401) {
    throw new Error(
      `The server at ${url} refused the operator token; set OPERATOR_TOKEN to the one it was started with`,
    );
  }
  throw new Error(
    `A server (pid ${pid}) holds ${config.dataDir} but does not answer at ${url}; wait for it or stop it, then retry`,
  );
}
