import { RouterNavigation } from '@commons/shared/router-bridge';
import { Spinner } from '@commons/shared/ui';
import { useCallback, useState } from 'react';
import { useLoaded } from '../app/use-loaded';
import { loadRemotePage, RemoteLoadError, remoteOf, reportLoad } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemotePageId } from './remote-pages';

function LoadedPage({ id }: { id: RemotePageId }) {
  const load = useCallback(() => loadRemotePage(id), [id]);
  const Page = useLoaded(id, load);
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
