/**
 * Remotes whose container never loaded in this page load and then failed: registered again (by
 * force) before their next load, so the runtime drops what it kept of them. A remote whose
 * container is running is left alone: webpack fetches its failed chunks again by itself, and
 * re-registering it would start a second copy beside the one on screen. Nothing shared is
 * imported here: the runtime plugin is given `markFailed` before the async boundary (index.ts).
 */
export const failed = new Set<string>();
export const running = new Set<string>();

export const markFailed = (remote: string) => {
  if (!running.has(remote)) failed.add(remote);
};
