import { RouterNavigation } from '@commons/shared/router-bridge';
import { Spinner } from '@commons/shared/ui';
import { lazy, Suspense, useState, type LazyExoticComponent, type ComponentType } from 'react';
import { loadRemotePage, RemoteLoadError, remoteOf, reportLoad } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemotePageId } from './remote-pages';

/**
 * One lazy component per page, kept for the page load: revisiting a page renders at once
 * instead of suspending again. A failed load is forgotten on Retry, because React.lazy keeps
 * its rejection forever.
 */
const lazyPages = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();

function lazyPage(id: RemotePageId) {
  let page = lazyPages.get(id);
  if (!page) {
    page = lazy(() => loadRemotePage(id));
    lazyPages.set(id, page);
  }
  return page;
}

/**
 * Renders a page of a remote, with a spinner while it loads and Retry if it fails. A page that
 * throws while rendering is reported as such (a load failure was reported by the loader).
 */
export function RemotePage({ id }: { id: RemotePageId }) {
  const [attempt, setAttempt] = useState(0);
  const [startedAt] = useState(() => performance.now());
  const Page = lazyPage(id);
  const retry = () => {
    lazyPages.delete(id);
    setAttempt((count) => count + 1);
  };
  const onError = (error: Error) => {
    if (!(error instanceof RemoteLoadError)) reportLoad(remoteOf(id), 'render-failed', startedAt);
  };
  return (
    // Keyed by page and attempt: a new page or a retry starts without the previous failure.
    <RemoteErrorBoundary key={`${id}#${attempt}`} name={id} onRetry={retry} onError={onError}>
      <Suspense fallback={<Spinner label="Loading" fill />}>
        {/* Inside the page's route, so the page reads that route's parameters. */}
        <RouterNavigation>
          <Page />
        </RouterNavigation>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
