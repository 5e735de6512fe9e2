import { useLocation } from '@commons/shared/navigation';
import { Page, PageTitle } from '@commons/shared/ui';
import { DeleteAccountPanel } from '../features/your-data/components/delete-account-panel';
import { DownloadPanel } from '../features/your-data/components/download-panel';
import { ExportPanel } from '../features/your-data/components/export-panel';
import { Lead } from '../features/profile/components/form-layout';

/**
 * Your Data (docs/product-rules.md#your-data-export-and-deletion), the account owner's alone:
 * export every record of the account, download it from the mailed link (`?download=<token>`), or
 * delete the account. Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function YourDataPage() {
  const token = new URLSearchParams(useLocation().search).get('download');
  return (
    <Page>
      <PageTitle>Your Data</PageTitle>
      <Lead>Take a copy of everything your account holds, or delete the account.</Lead>
      {token && <DownloadPanel token={token} />}
      <ExportPanel />
      <DeleteAccountPanel />
    </Page>
  );
}
