import { Page, PageTitle } from '@commons/shared/ui';

/**
 * RESTRICTED ACCESS: title only in the foundation issue;
 * issue 3 builds the screen with the restricted route, the required group policies and its redirects.
 */
export function UnauthorizedPage() {
  return (
    <Page>
      <PageTitle>RESTRICTED ACCESS</PageTitle>
    </Page>
  );
}
