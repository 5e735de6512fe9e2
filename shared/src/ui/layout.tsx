import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The page area: centred content with the site's width and breathing room. */
export const Page = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentWidth};
  margin: 0 auto;
  padding: 32px 20px 48px;
  @media (max-width: 480px) { padding: 24px 16px 40px; }
`;

/** A white panel with a soft shadow. */
export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 28px;
  /* A phone keeps its width for the content. */
  @media (max-width: 480px) { padding: 20px 16px; }
`;

/** A vertical stack with even spacing. */
export const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 16 }) => `${$gap}px`};
`;

const Heading = styled.h1`
  margin: 0 0 20px;
  font-size: 1.75rem;
  line-height: 1.2;
  letter-spacing: -0.01em;
`;

/** The one `h1` of a screen. */
export function PageTitle({ children }: { children: ReactNode }) {
  return <Heading>{children}</Heading>;
}
