import { Card } from '@commons/shared/ui';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 720px;
  h2 { margin: 0 0 8px; font-size: 1.3rem; color: ${({ theme }) => theme.colors.danger}; }
  p { margin: 0 0 8px; overflow-wrap: anywhere; }
  p:last-child { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

/**
 * An id no certificate has, said plainly. Ids are unguessable, so this
 * usually means a mistyped or shortened link.
 */
export function CertificateNotFound({ checkoutId }: { checkoutId: string }) {
  return (
    <Panel aria-labelledby="verification-not-found">
      <h2 id="verification-not-found">No certificate has this id</h2>
      <p>We have no retirement certificate with the id {checkoutId}.</p>
      <p>Check that the address matches the verification link printed on the certificate, character for character.</p>
    </Panel>
  );
}
