import { Button } from '@commons/shared/ui';
import { Note, Panel, PanelText, PanelTitle } from '../../profile/components/form-layout';
import { useDownloadDataExport } from '../api/your-data';

/**
 * Opened from the mailed link (`?download=<token>`): the download needs the token and this
 * signed-in account together, so a forwarded or leaked mail alone opens nothing.
 */
export function DownloadPanel({ token }: { token: string }) {
  const download = useDownloadDataExport();
  return (
    <Panel aria-labelledby="your-data-download">
      <PanelTitle id="your-data-download">Your data is ready</PanelTitle>
      <PanelText>The ZIP holds your records, wallet history, certificates and identity documents. Keep it somewhere safe.</PanelText>
      <p>
        <Button busy={download.busy} onClick={() => download.send(token)}>
          Download ZIP
        </Button>
      </p>
      {download.isSuccess && <Note role="status">Downloaded. The link keeps working until it expires.</Note>}
    </Panel>
  );
}
