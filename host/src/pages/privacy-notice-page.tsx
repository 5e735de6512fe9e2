import { privacyNotice } from './content/privacy-notice';
import { LegalPageView } from './legal-page-view';

/** The privacy notice (footer link). */
export function PrivacyNoticePage() {
  return <LegalPageView title="Privacy Notice" page={privacyNotice} />;
}
