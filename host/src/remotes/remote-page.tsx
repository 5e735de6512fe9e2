import { RouterNavigation } from '@commons/shared/router-bridge';
import { Spinner } from '@commons/shared/ui';
import { useEffect, useState, type ComponentType } from 'react';
import { loadRemotePage, RemoteLoadError, remoteOf, reportLoad, type RemotePageModule } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemotePageId } from './remote-pages';

/** Each page's component once loaded, kept for the page load: revisiting a page renders at once. */
const loadedPages = new Map<RemotePageId, ComponentType>();

/** Loads in flight, so two screens (or StrictMode's second effect) share one; a failure is not kept. */
const loadingPages = new Map<RemotePageId, Promise<RemotePageModule>>();

function pageModule(id: RemotePageId): Promise<RemotePageModule> {
  let loading = loadingPages.get(id);
  if (!loading) {
    loading = loadRemotePage(id).finally(() => loadingPages.delete(id));
    loadingPages.set(id, loading);
  }
  return loading;
}

/**
 * A page's component, loaded when first needed: null while it loads. Not React.lazy and
 * Suspense: React shows a page that suspended no sooner than 300 ms after its fallback (its
 * fallback throttle), which made every first visit of a remote page take about 320 ms however
 * fast its files arrived (issue 16). A failure is thrown to the error boundary, and is not kept,
 * so Retry loads again.
 */
function usePage(id: RemotePageId): ComponentType | null {
  const [, loaded] = useState<ComponentType | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const page = loadedPages.get(id) ?? null;
  useEffect(() => {
    if (page) return;
    let current = true;
    pageModule(id).then(
      (module) => {
        loadedPages.set(id, module.default);
        if (current) loaded(() => module.default);
      },
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [id, page]);
  if (failure) throw failure;
  return page;
}

function LoadedPage({ id }: { id: RemotePageId }) {
  const Page = usePage(id);
  if (!Page) return <Spinner label="Loading" fill />;
  return (
    // Inside the page's route, so the page reads that route's parameters.
    <RouterNavigation>
      <Page />
    </RouterNavigation>
  );
}

/**
 * Renders a page of a remote, with a spinner while it loads and Retry if it fails. A page that
 * throws while rendering is reported as such (a load failure was reported by the loader).
 */
export function RemotePage({ id }: { id: RemotePageId }) {
  const [attempt, setAttempt] = useState(0);
  const [startedAt] = useState(() => performance.now());
  const onError = (error: Error) => {
    if (!(error instanceof RemoteLoadError)) reportLoad(remoteOf(id), 'render-failed', startedAt);
  };
  return (
    // Keyed by page and attempt: a new page or a retry starts without the previous failure.
    <RemoteErrorBoundary key={`${id}#${attempt}`} name={id} onRetry={() => setAttempt((count) => count + 1)} onError={onError}>
      <LoadedPage id={id} />
    </RemoteErrorBoundary>
  );
}
