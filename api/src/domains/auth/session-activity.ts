import type { Sessions } from './sessions';

/** How often one process writes a session's last use at most. */
const stepMs = 60_000;
/** Sessions remembered at most; past it the memory starts afresh (a few extra writes, no harm). */
const maxRemembered = 10_000;

/**
 * Notes each session's last use for the list of signed-in browsers without a write
 * per request: a process writes a session's use at most once a minute, and the database's own
 * condition (sessions.touch) keeps several processes from writing more than that. It never
 * delays or fails the request.
 */
export function sessionActivity(sessions: Pick<Sessions, 'touch'>, onError: (error: unknown) => void) {
  const lastWritten = new Map<string, number>();
  return (tokenHash: string): void => {
    const now = Date.now();
    if (now - (lastWritten.get(tokenHash) ?? 0) < stepMs) return;
    if (lastWritten.size >= maxRemembered) lastWritten.clear();
    lastWritten.set(tokenHash, now);
    sessions.touch(tokenHash).catch(onError);
  };
}
