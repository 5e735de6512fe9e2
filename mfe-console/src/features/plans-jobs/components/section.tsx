import styled from 'styled-components';

/** One part of the screen, under its own heading. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
