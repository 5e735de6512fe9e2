import styled from 'styled-components';

/**
 * A console table's filters: its selects (`$selects` of them, one by default) beside its search,
 * one under the other on a narrow screen. Top-aligned: the search's hint under its box would
 * otherwise push the selects below it.
 */
export const TableFilters = styled.div<{ $selects?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $selects = 1 }) => $selects}, minmax(140px, 240px)) minmax(0, 1fr);
  align-items: start;
  gap: 12px;
  @media (max-width: 720px) { grid-template-columns: minmax(0, 1fr); }
`;
