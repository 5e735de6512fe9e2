import { useCurrentUser } from '@commons/shared/query';
import { LoadFailed, Page, PageTitle, Spinner } from '@commons/shared/ui';
import { EmailAddress } from '@commons/shared/ui-kit';
import { useNoticePreferences } from '../features/notifications/api/notice-preferences';
import { NoticeSwitches } from '../features/notifications/components/notice-switches';
import { Lead, Note, Panel, PanelTitle } from '../features/profile/components/form-layout';

/**
 * Notifications (docs/product-rules.md#receipts-and-notices): the owner chooses which notices the
 * account's email gets, one switch per kind, each saved as it is flipped. Receipts and security
 * email are always sent, and the page says so. Every notice carries a link that turns its own kind
 * off, which leads here to turn it back on. Default export because the host loads it with
 * `loadRemote`.
 */
export default function NotificationsPage() {
  const preferences = useNoticePreferences();
  const email = useCurrentUser().data?.individualEmail;
  return (
    <Page>
      <PageTitle>Notifications</PageTitle>
      <Lead>
        We email {email ? <EmailAddress address={email} /> : 'your address'} about your account, including what its sub-users do.
      </Lead>
      <Panel aria-labelledby="notices-title">
        <PanelTitle id="notices-title">Notices</PanelTitle>
        {preferences.data ? (
          <NoticeSwitches preferences={preferences.data} />
        ) : preferences.isError ? (
          <LoadFailed onRetry={() => void preferences.refetch()}>Your notification settings could not be loaded.</LoadFailed>
        ) : (
          <Spinner label="Loading notification settings" />
        )}
      </Panel>
      <Note>
        Receipts are always sent: top-ups with their amount and fee, purchases and monthly offsets with their certificate
        attached. So is security email (sign-in, password and address changes).
      </Note>
    </Page>
  );
}
