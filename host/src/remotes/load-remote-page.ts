import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { remotesReady } from './registry';
import type { RemotePageId } from './remote-pages';

/** What every exposed page module is: a component as its default export. */
export interface RemotePageModule {
  default: ComponentType;
}

/** Loads one remote page through Module Federation, once the registry is registered. */
export async function loadRemotePage(id: RemotePageId): Promise<RemotePageModule> {
  await remotesReady();
  const module = await loadRemote<RemotePageModule>(id);
  if (!module?.default) throw new Error(`${id} has no default export`);
  return module;
}
