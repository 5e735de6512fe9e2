import { Page, PageTitle } from '@commons/shared/ui';

/**
 * Rejected: title only in the foundation issue;
 * issue 3 (the shell and account issue) builds this screen, its texts and its redirects.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function RejectedPage() {
  return (
    <Page>
      <PageTitle>Rejected</PageTitle>
    </Page>
  );
}
