import { Card } from '@commons/shared/ui';
import styled from 'styled-components';

const Panel = styled(Card)`
  max-width: 720px;
  h2 { margin: 0 0 8px; font-size: 1.3rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
`;

/** A handle nobody has, or a page its owner turned off: the two read the same. */
export function ImpactNotFound({ handle }: { handle: string }) {
  return (
    <Panel aria-labelledby="impact-not-found">
      <h2 id="impact-not-found">No public page has this address</h2>
      <p>There is no public impact page at /u/{handle}. Its owner may have turned it off, or the address may be mistyped.</p>
    </Panel>
  );
}
