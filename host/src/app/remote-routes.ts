import { sitePageAt, sitePages, type RemotePagePath, type SitePath } from '@commons/shared/domain';
import type { RemotePageId } from '../remotes/remote-pages';

/**
 * The routes that show a remote's page, and which page: shared's `sitePages`, checked here
 * against the pages each remote exposes (remote-pages.ts). The route table takes them from here;
 * plain data without React, so the host can look up a page's remote and start fetching it before
 * React and the other shared libraries have loaded (remotes/preload-page.ts).
 */
export const remoteRoutes: Readonly<Record<RemotePagePath, RemotePageId>> = sitePages satisfies Partial<Record<SitePath, RemotePageId>>;

export type RemoteRoute = RemotePagePath;

/** The remote page a page address shows (`/wallet?tab=2` -> `wallet/WalletPage`); null for the host's own pages. */
export const remotePageAt = (url: string): RemotePageId | null => sitePageAt(url);
