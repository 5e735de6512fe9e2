import { useSyncExternalStore } from 'react';

type ToastLibrary = typeof import('react-toastify');

/**
 * react-toastify is loaded when the first toast is raised, not with the page: no screen needs it
 * before its first paint, and it is 9.8 KB gzip of every cold load (docs/performance.md). Until it
 * arrives, toasts wait in `notify`; react-toastify itself queues them until its container has
 * mounted.
 */
let library: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | null = null;
const listeners = new Set<() => void>();

/** Loads react-toastify once (a federation singleton, so every app shares the one copy). */
export function loadToastLibrary(): Promise<ToastLibrary> {
  loading ??= import('react-toastify').then(
    (module) => {
      library = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed chunk is not kept: the next toast tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** react-toastify once it has loaded, else null. */
export const loadedToastLibrary = (): ToastLibrary | null => library;

/** react-toastify for a component: null until the first toast has loaded it. */
export function useToastLibrary(): ToastLibrary | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadedToastLibrary,
  );
}
