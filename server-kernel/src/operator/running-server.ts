import { isProcessAlive, readServerInfo, type ServerInfo } from './server-info';

export interface RunningServer {
  info: ServerInfo;
  /** HTTP status of the health probe, or null when nothing answered. */
  status: number | null;
}

/**
 * How long the server's answer is waited for. A server on a busy machine can be seconds behind
 * (PGlite runs on the server's one thread), and the kernel holds the connection until it reads
 * it; three seconds made `ops` give up on servers that were merely busy, and would let a second
 * server start on a folder a busy one holds. Nothing listening refuses at once, so only a server
 * that accepted the connection is waited for.
 */
export const operatorPatienceMs = 30_000;

/**
 * The server named by `$DATA_DIR/server.json`, when its process is alive, with how it answered
 * an authenticated health probe within `patienceMs`. Null when there is no file or its process
 * is gone (a crash leaves a stale file behind).
 */
export async function findRunningServer(
  dataDir: string,
  token: string | null,
  patienceMs = operatorPatienceMs,
): Promise<RunningServer | null> {
  const info = await readServerInfo(dataDir);
  if (!info || !isProcessAlive(info.pid)) return null;
  try {
    const response = await fetch(`${info.url}/api/operator/health`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(patienceMs),
    });
    const body = (await response.json().catch(() => null)) as { pid?: unknown } | null;
    // Another process may have inherited the pid; only the same server answers with it.
    if (response.ok && body?.pid !== info.pid) return { info, status: null };
    return { info, status: response.status };
  } catch {
    // Refused (nothing listens: the pid is someone else's now) or no answer in time.
    return { info, status: null };
  }
}
