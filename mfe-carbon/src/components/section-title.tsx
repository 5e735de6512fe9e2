import styled from 'styled-components';

/** The heading of a part of a screen (a Wizard step), under the page's one `h1`. */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.2rem;
  line-height: 1.3;
`;
