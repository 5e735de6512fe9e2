import type { RemoteName } from '@commons/shared/domain';

/**
 * `remote/Page`, the id `loadRemote` takes: `account/LoginPage`. Which pages exist is the
 * remote's declaration (`mfe-<remote>/src/screens.ts`), which its build exposes and publishes;
 * every page is a component as its module's default export.
 */
export type RemotePageId = `${RemoteName}/${string}`;
