import styled from 'styled-components';

/**
 * Labelled facts of a public page (a certificate, a project's disclosure): label beside value
 * where there is room, label above value on a phone. `$labelWidth`: the label column's width.
 */
export const FactList = styled.dl<{ $labelWidth: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px 20px;
  margin: 0;
  dt { font-size: 0.85rem; font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0 0 12px; overflow-wrap: anywhere; }
  @media (min-width: 600px) {
    grid-template-columns: ${({ $labelWidth }) => $labelWidth} minmax(0, 1fr);
    dd { margin: 0 0 8px; }
  }
`;
