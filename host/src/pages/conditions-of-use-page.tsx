import { conditionsOfUse } from './content/conditions-of-use';
import { LegalPageView } from './legal-page-view';

/** The conditions of use (footer link). */
export function ConditionsOfUsePage() {
  return <LegalPageView title="Conditions of Use" page={conditionsOfUse} />;
}
