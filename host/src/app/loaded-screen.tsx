import { Spinner } from '@commons/shared/ui';
import type { ComponentType, ReactNode } from 'react';
import { useLoaded } from './use-loaded';

/**
 * A component fetched the first time it is drawn, showing `fallback` until then (see
 * `useLoaded`): the host's own screens, and the parts of the frame a page may never need
 * (docs/performance.md#the-login-page).
 */
export function loadedPart<Props extends object>(key: string, load: () => Promise<ComponentType<Props>>, fallback: ReactNode = null): ComponentType<Props> {
  const loadModule = () => load().then((component) => ({ default: component }));
  return function LoadedPart(props: Props) {
    const Part = useLoaded(key, loadModule);
    return Part ? <Part {...props} /> : fallback;
  };
}

/** A host screen loaded when first shown, with a spinner until then. */
export const loadedScreen = (key: string, load: () => Promise<{ default: ComponentType }>): ComponentType =>
  loadedPart(key, () => load().then((module) => module.default), <Spinner label="Loading" fill />);
