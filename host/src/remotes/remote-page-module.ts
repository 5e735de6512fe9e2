import type { RemoteName } from '@commons/shared/domain';
import type { ComponentType } from 'react';
import type { RemotePageId } from './remote-pages';

/**
 * What a remote page's loader gives and throws, whichever loader it is: federation's
 * (load-remote-page.ts) or the bench's one-bundle stand-in (one-bundle/pages.ts).
 */

/** What every exposed page module is: a component as its default export. */
export interface RemotePageModule {
  default: ComponentType;
}

/** A remote page that could not be loaded (as opposed to one that threw while rendering). */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(id: RemotePageId, cause: unknown) {
    super(`${id} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

export const remoteOf = (id: RemotePageId) => id.split('/')[0] as RemoteName;
