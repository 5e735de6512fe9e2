import { formatDateTime, type SignedInBrowser } from '@commons/shared/domain';
import { Button, LoadFailed, Spinner, Stack } from '@commons/shared/ui';
import { BadgeChip, Table } from '@commons/shared/ui-kit';
import { Panel, PanelText, PanelTitle } from '../../profile/components/form-layout';
import { useRevokeBrowser, useSignedInBrowsers } from '../api/signed-in-browsers';

/** The browsers signed in to this login, each but this one with Sign out. */
export function SignedInBrowsersPanel() {
  const browsers = useSignedInBrowsers();
  const revoke = useRevokeBrowser();
  const rows = browsers.data?.sessions;
  return (
    <Panel aria-labelledby="security-browsers">
      <PanelTitle id="security-browsers">Signed-in browsers</PanelTitle>
      <Stack>
        <PanelText>Where your account is signed in now. Sign out any browser you do not recognise, then change your password.</PanelText>
        {rows ? (
          <Table<SignedInBrowser>
            caption="Signed-in browsers"
            rows={rows}
            rowKey={(row) => row.id}
            emptyText="No browser is signed in"
            columns={[
              {
                header: 'Browser',
                cell: (row) => (
                  <>
                    {row.browser} {row.current && <BadgeChip tone="success">This browser</BadgeChip>}
                  </>
                ),
              },
              { header: 'Address', cell: (row) => row.address || '-' },
              { header: 'Signed in', cell: (row) => formatDateTime(row.createdAt) },
              { header: 'Last active', cell: (row) => formatDateTime(row.lastUsedAt) },
              {
                header: 'Action',
                cell: (row) =>
                  row.current ? (
                    '-'
                  ) : (
                    <Button
                      variant="secondary"
                      busy={revoke.busy && revoke.variables === row.id}
                      aria-label={`Sign out ${row.browser}, signed in ${formatDateTime(row.createdAt)}`}
                      onClick={() => revoke.send(row.id)}
                    >
                      Sign out
                    </Button>
                  ),
              },
            ]}
          />
        ) : browsers.isError ? (
          <LoadFailed onRetry={() => void browsers.refetch()}>Your signed-in browsers could not be loaded.</LoadFailed>
        ) : (
          <Spinner label="Loading signed-in browsers" />
        )}
      </Stack>
    </Panel>
  );
}
