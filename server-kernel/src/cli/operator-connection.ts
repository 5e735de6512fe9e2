import { readOperatorToken } from '../operator/operator-token';
import { findRunningServer, operatorPatienceMs } from '../operator/running-server';
import { createOperatorCall, type OperatorCall } from './operator-http';

/** How to reach one service either way: through the operator endpoint or on the database `D`. */
export interface OperatorBackends<T, D> {
  server(call: OperatorCall): T;
  database(db: D): T;
}

export interface OperatorConnection<T> {
  service: T;
  /** `server` when the commands go through a running server's operator endpoint. */
  via: 'server' | 'database';
  close(): Promise<void>;
}

/** What a command line reads to find its database or the server holding it. */
export interface OperatorConfig {
  databaseUrl: string | null;
  dataDir: string;
  operatorToken: string | null;
}

/** Opens the command line's database (migrated as that command line needs it). */
export type OpenDirect<D> = () => Promise<{ db: D; close(): Promise<void> }>;

async function openDirect<T, D>(open: OpenDirect<D>, backends: OperatorBackends<T, D>): Promise<OperatorConnection<T>> {
  const handle = await open();
  return { service: backends.database(handle.db), via: 'database', close: () => handle.close() };
}

/**
 * Connects a command line (release, ops) to its service. PostgreSQL takes any number of
 * clients, so with `DATABASE_URL` it connects directly. PGlite admits one process: while a
 * server runs on the data folder, go through its operator endpoint; open the folder only when
 * no server holds it.
 */
export async function connectOperator<T, D>(
  config: OperatorConfig,
  backends: OperatorBackends<T, D>,
  open: OpenDirect<D>,
): Promise<OperatorConnection<T>> {
  if (config.databaseUrl) return openDirect(open, backends);
  const token = await readOperatorToken(config);
  const server = await findRunningServer(config.dataDir, token);
  if (!server) return openDirect(open, backends);
  const { pid, url } = server.info;
  if (server.status === 200 && token) {
    return { service: backends.server(createOperatorCall(url, token)), via: 'server', close: async () => {} };
  }
  if (server.status === 401) {
    throw new Error(
      `The server at ${url} refused the operator token; set OPERATOR_TOKEN to the one it was started with`,
    );
  }
  throw new Error(
    `A server (pid ${pid}) holds ${config.dataDir} but did not answer at ${url} within ${operatorPatienceMs / 1000} s; wait for it or stop it, then retry`,
  );
}
