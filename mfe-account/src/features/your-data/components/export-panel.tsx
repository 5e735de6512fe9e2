import { dataExportLinkHours, dataExportsPerDay, formatDateTime } from '@commons/shared/domain';
import type { DataExport } from '@commons/shared/schemas';
import { Button, LoadFailed, Spinner } from '@commons/shared/ui';
import styled from 'styled-components';
import { Note, Panel, PanelText, PanelTitle } from '../../profile/components/form-layout';
import { useDataExports, useRequestDataExport } from '../api/your-data';

const List = styled.ul`
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 16px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** What an export's state means to its owner. */
function describe(item: DataExport): string {
  switch (item.state) {
    case 'PENDING':
    case 'RUNNING':
      return 'Being prepared';
    case 'READY':
      return `Mailed; the link works until ${formatDateTime(item.expiresAt ?? '')}`;
    case 'FAILED':
      return 'Could not be prepared; please ask again';
    case 'EXPIRED':
      return 'Link expired';
  }
}

/**
 * Export: ask for a ZIP of the account, built in the background and mailed as a link. A refusal
 * (past the day's exports, docs/product-rules.md#your-data-export-and-deletion) says when the next
 * is allowed, and stays on the page (not as a toast).
 */
export function ExportPanel() {
  const exports = useDataExports();
  const ask = useRequestDataExport();
  const list = exports.data?.exports;
  const building = list?.some((item) => item.state === 'PENDING' || item.state === 'RUNNING') ?? false;
  return (
    <Panel aria-labelledby="your-data-export">
      <PanelTitle id="your-data-export">Export your data</PanelTitle>
      <PanelText>
        A ZIP of every record of your account as JSON, your wallet history as CSV, every retirement certificate as PDF and your
        identity documents. We prepare it in the background and mail you a link; it works for {dataExportLinkHours} hours,
        signed in to this account, until a newer export replaces it. You can ask for {dataExportsPerDay} exports a day.
      </PanelText>
      <p>
        <Button busy={ask.busy} disabled={building} onClick={() => ask.send(undefined)}>
          {building ? 'Being Prepared' : 'Export My Data'}
        </Button>
      </p>
      {ask.error && <Note role="alert">{ask.error.message}</Note>}
      {list ? (
        list.length > 0 && (
          <List aria-label="Your exports">
            {list.map((item) => (
              <Item key={item.exportId}>
                <span>Asked {formatDateTime(item.requestedAt)}</span>
                <Muted>{describe(item)}</Muted>
              </Item>
            ))}
          </List>
        )
      ) : exports.isError ? (
        <LoadFailed onRetry={() => void exports.refetch()}>Your exports could not be loaded.</LoadFailed>
      ) : (
        <Spinner label="Loading your exports" />
      )}
    </Panel>
  );
}
