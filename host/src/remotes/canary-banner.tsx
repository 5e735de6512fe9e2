import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { currentCanaries, leaveCanary } from './canary';
import { canaryRefusal, remotesReady } from './registry';

/** A small pill in a corner, over the page but out of the way of its content. */
const Pill = styled.aside`
  position: fixed;
  bottom: 12px;
  left: 12px;
  z-index: 40;
  display: flex;
  align-items: center;
  gap: 10px;
  max-width: min(480px, calc(100vw - 24px));
  padding: 6px 6px 6px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: 0.8125rem;
  p { margin: 0; }
  strong { font-weight: 600; }
`;

const Refusal = styled.span`
  color: ${({ theme }) => theme.colors.accent};
`;

const Leave = styled.button`
  flex: none;
  padding: 4px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/**
 * Tells a release engineer this tab runs canary versions ("Canary: carbon@1.3.0"), or why the
 * server refused them, with a way back to the live site. Renders nothing for everyone else.
 */
export function CanaryBanner() {
  const [canaries] = useState(currentCanaries);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (canaries.length === 0) return;
    let mounted = true;
    remotesReady().then(
      () => {
        if (mounted) setRefusal(canaryRefusal());
      },
      // No registry at all: the remote pages say so; the banner keeps naming the canary.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [canaries]);

  if (canaries.length === 0) return null;
  return (
    <Pill aria-label="Canary">
      <p>
        <strong>Canary: {canaries.join(', ')}</strong>
        {refusal && <Refusal> refused: {refusal}</Refusal>}
      </p>
      <Leave type="button" onClick={() => leaveCanary()}>
        Leave canary
      </Leave>
    </Pill>
  );
}
