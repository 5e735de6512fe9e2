import type { RemoteName } from '@commons/shared/domain';

export interface DrawnRemote {
  remote: RemoteName;
  version: string;
}

const drawn = new Map<string, DrawnRemote>();

/** Notes that a remote version drew a page in this page view (a document load: the web vitals' unit). */
export function markDrawn(remote: RemoteName, version: string): void {
  drawn.set(`${remote}@${version}`, { remote, version });
}

/** The remote versions that drew pages in this page view so far, each once. */
export const drawnRemotes = (): DrawnRemote[] => [...drawn.values()];
