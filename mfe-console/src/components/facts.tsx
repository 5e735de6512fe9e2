import styled from 'styled-components';

/**
 * A definition list of a thing's facts, term beside value; on a phone each value goes under
 * its term so a long one (an email, a reason) wraps instead of squeezing the terms.
 */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 20px;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.muted}; font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd { margin-bottom: 10px; }
  }
`;
