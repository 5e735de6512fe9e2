import styled from 'styled-components';

/**
 * Text for screen readers only: kept in the accessibility tree, taken out of the layout (a
 * table's caption, the words "Step 2" beside a drawn number).
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
