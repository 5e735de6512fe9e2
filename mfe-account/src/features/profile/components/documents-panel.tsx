import { Link } from 'react-router-dom';
import { Panel, PanelText, PanelTitle } from './form-layout';

/**
 * The profile's documents. PRODUCT_SPEC section 2 lists them with no upload contract, so the
 * screen says how they are handled instead of offering an upload that goes nowhere.
 */
export function DocumentsPanel() {
  return (
    <Panel aria-labelledby="profile-documents">
      <PanelTitle id="profile-documents">Documents</PanelTitle>
      <PanelText>
        Identity documents are checked by our team during review; there is nothing to upload here. Questions about
        your documents? <Link to="/contact-us">Contact us</Link>.
      </PanelText>
    </Panel>
  );
}
