import { LoadFailed, Spinner } from '@commons/shared/ui';
import { Panel, PanelTitle } from '../../profile/components/form-layout';
import { usePublicPageSettings } from '../api/public-page';
import { PublicPageForm } from './public-page-form';

/** The profile's "Public impact page" section, the account owner's alone (docs/product-rules.md#the-public-impact-page). */
export function PublicPagePanel() {
  const settings = usePublicPageSettings();
  return (
    <Panel aria-labelledby="public-page-title">
      <PanelTitle id="public-page-title">Public impact page</PanelTitle>
      {settings.isPending && <Spinner label="Loading your public page settings" />}
      {settings.isError && <LoadFailed onRetry={() => void settings.refetch()}>Your public page settings could not be loaded.</LoadFailed>}
      {settings.isSuccess && <PublicPageForm settings={settings.data} />}
    </Panel>
  );
}
