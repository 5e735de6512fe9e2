import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** `$DATA_DIR/server.json`: how the CLI finds the server that holds the embedded database. */
export interface ServerInfo {
  pid: number;
  port: number;
  url: string;
}

const infoFile = (dataDir: string) => path.join(dataDir, 'server.json');

export async function writeServerInfo(dataDir: string, info: ServerInfo): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(infoFile(dataDir), `${JSON.stringify(info, null, 2)}\n`);
}

export async function readServerInfo(dataDir: string): Promise<ServerInfo | null> {
  const text = await readFile(infoFile(dataDir), 'utf8').catch(() => null);
  if (!text) return null;
  try {
    const info = JSON.parse(text) as Partial<ServerInfo>;
    return typeof info.pid === 'number' && typeof info.url === 'string' && typeof info.port === 'number'
      ? { pid: info.pid, port: info.port, url: info.url }
      : null;
  } catch {
    return null;
  }
}

/** Removes the file, but only if it still names this process (a newer server may own it). */
export async function removeServerInfo(dataDir: string, pid = process.pid): Promise<void> {
  if ((await readServerInfo(dataDir))?.pid === pid) await rm(infoFile(dataDir), { force: true });
}

/** True when a process with this pid exists (signal 0 checks without signalling). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
