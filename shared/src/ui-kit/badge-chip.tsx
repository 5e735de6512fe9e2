import type { ReactNode } from 'react';
import styled from 'styled-components';

/** How a chip is coloured: `neutral` gray, `success` green, `danger` red (a sample, not a real retirement). */
export type ChipTone = 'neutral' | 'success' | 'danger';

const toneColors = {
  neutral: { line: 'border', fill: 'background', text: 'muted' },
  success: { line: 'success', fill: 'successSoft', text: 'success' },
  danger: { line: 'danger', fill: 'dangerSoft', text: 'danger' },
} as const;

const Chip = styled.span<{ $tone: ChipTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $tone }) => theme.colors[toneColors[$tone].line]};
  background: ${({ theme, $tone }) => theme.colors[toneColors[$tone].fill]};
  color: ${({ theme, $tone }) => theme.colors[toneColors[$tone].text]};
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/**
 * A small coloured label with its text (a record's badge, a status): the colour helps, the text
 * says it, so nobody has to tell gray from green.
 */
export function BadgeChip({ tone, children }: { tone: ChipTone; children: ReactNode }) {
  return <Chip $tone={tone}>{children}</Chip>;
}
