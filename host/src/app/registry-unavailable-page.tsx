import { Page } from '@commons/shared/ui';
import { PageUnavailable } from '../remotes/remote-error-boundary';

/**
 * Where a remote's screen would be when no registry could be had (the server unreachable and no
 * registry saved in this browser): which screens exist is unknown, so this is no 404. Retry loads
 * the page afresh, registry included.
 */
export function RegistryUnavailablePage() {
  return (
    <Page>
      <PageUnavailable onRetry={() => window.location.reload()} />
    </Page>
  );
}
