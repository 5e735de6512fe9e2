import { isProcessAlive, readServerInfo, type ServerInfo } from './server-info';

export interface RunningServer {
  info: ServerInfo;
  /** HTTP status of the health probe, or null when nothing answered. */
  status: number | null;
}

/**
 * The server named by `$DATA_DIR/server.json`, when its process is alive, with how it answered
 * an authenticated health probe. Null when there is no file or its process is gone (a crash
 * leaves a stale file behind).
 */
export async function findRunningServer(dataDir: string, token: string | null): Promise<RunningServer | null> {
  const info = await readServerInfo(dataDir);
  if (!info || !isProcessAlive(info.pid)) return null;
  try {
    const response = await fetch(`${info.url}/api/operator/health`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(3000),
    });
    const body = (await response.json().catch(() => null)) as { pid?: unknown } | null;
    // Another process may have inherited the pid; only the same server answers with it.
    if (response.ok && body?.pid !== info.pid) return { info, status: null };
    return { info, status: response.status };
  } catch {
    return { info, status: null };
  }
}
