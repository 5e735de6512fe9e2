import { AppError } from '../errors';
import type { OperatorCommand } from '../services/releases/schemas';
import type { ReleaseRegistry, RemoteListing, RemoteStatus } from '../services/releases/types';

/**
 * The release registry reached through a running server's operator endpoint, for when the
 * server holds the embedded database and the CLI may not open it.
 */
export function createOperatorClient(baseUrl: string, token: string): ReleaseRegistry {
  async function call<T>(command: OperatorCommand, body: object): Promise<T> {
    const response = await fetch(`${baseUrl}/api/operator/releases/${command}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reply = (await response.json().catch(() => ({}))) as { message?: string };
    if (!response.ok) throw new AppError(response.status, reply.message ?? `The server replied ${response.status}`);
    return reply as T;
  }

  return {
    recordPublish: (record) => call('publish', record),
    activate: (name, version, by) => call('activate', { name, version, by }),
    rollback: (name, by) => call('rollback', { name, by }),
    list: async (name) => (await call<{ remotes: RemoteListing[] }>('list', { name })).remotes,
    status: async () => (await call<{ remotes: RemoteStatus[] }>('status', {})).remotes,
  };
}
