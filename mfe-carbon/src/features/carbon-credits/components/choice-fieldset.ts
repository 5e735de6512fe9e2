import styled from 'styled-components';

/** A group of radio choices with their legend and notes, as the purchase popup draws its choices. */
export const ChoiceFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
  label { display: flex; gap: 8px; align-items: baseline; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
`;
