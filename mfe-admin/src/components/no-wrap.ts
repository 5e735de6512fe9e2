import styled from 'styled-components';

/**
 * A cell value read as one piece (a date, a phone number): kept on one line, so a narrow screen
 * scrolls the table sideways instead of stacking "Mar 4, / 2025, / 12:00 / PM".
 */
export const NoWrap = styled.span`
  white-space: nowrap;
`;
