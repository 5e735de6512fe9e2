import { Spinner } from '@commons/shared/ui';
import type { ComponentType } from 'react';
import { useLoaded } from './use-loaded';

/** A host screen loaded when first shown, with a spinner until then (see `useLoaded`). */
export function loadedScreen(key: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  return function LoadedScreen() {
    const Screen = useLoaded(key, load);
    return Screen ? <Screen /> : <Spinner label="Loading" fill />;
  };
}
