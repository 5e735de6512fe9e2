import { startTransition, useEffect, useState, type ComponentType } from 'react';

// Components of any props: each key always loads the same component, so `useLoaded` gives it back typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** Each screen's component once loaded, kept for the page load: revisiting a screen renders at once. */
const loaded = new Map<string, AnyComponent>();

/** Loads in flight, so two screens (or StrictMode's second effect) share one; a failure is not kept. */
const loading = new Map<string, Promise<AnyComponent>>();

/**
 * A load started ahead (`loadAhead`) that failed before any screen asked for it: the first screen
 * to ask gets that failure, and shows Retry, rather than loading again on its own; so a visit
 * reports one failed load, not two. Retry then loads afresh.
 */
const failedAhead = new Map<string, Promise<AnyComponent>>();

/** Keys whose load in flight a screen joined: a failure it saw is not kept for the next one. */
const joined = new Set<string>();

function start(key: string, load: () => Promise<{ default: AnyComponent }>): Promise<AnyComponent> {
  const failed = failedAhead.get(key);
  if (failed) {
    failedAhead.delete(key);
    return failed;
  }
  let pending = loading.get(key);
  if (pending) joined.add(key);
  else {
    pending = load()
      .then((module) => {
        loaded.set(key, module.default);
        return module.default;
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/**
 * A screen's component loaded on first use (a remote's page, a host page of text): null while it
 * loads; a failure is thrown to the nearest error boundary and not kept, so a retry loads again.
 * Not React.lazy and Suspense: React shows content that suspended no sooner than 300 ms after its
 * fallback (its fallback throttle), which would make every first visit of a remote page take about
 * 320 ms however fast its files came; this renders the screen as soon as it is there.
 */
export function useLoaded<Props = object>(key: string, load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> | null {
  const [, arrived] = useState<AnyComponent | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const screen: ComponentType<Props> | null = loaded.get(key) ?? null;
  useEffect(() => {
    if (screen) return;
    let current = true;
    start(key, load).then(
      // A transition: the screen renders in slices, not one long task.
      (component) => current && startTransition(() => arrived(() => component)),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [key, load, screen]);
  if (failure) throw failure;
  return screen;
}

/**
 * Starts loading the component of `key` before any screen asks for it; a screen that renders
 * after it has arrived draws it at once, with no fallback first. Settles when it is there.
 */
export function loadAhead(key: string, load: () => Promise<{ default: AnyComponent }>): Promise<AnyComponent> {
  const fresh = !loading.has(key);
  const pending = start(key, load);
  if (fresh) {
    joined.delete(key);
    pending.catch(() => {
      if (!joined.delete(key)) failedAhead.set(key, pending);
    });
  }
  return pending;
}
