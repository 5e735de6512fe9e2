import { Card } from '@commons/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled(Card)<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '720px' : '460px')};
  margin: 0 auto;
  padding: 32px;
  @media (max-width: 480px) { padding: 24px 16px; }
`;

const Title = styled.h1`
  margin: 0 0 6px;
  font-size: 1.5rem;
`;

const Subtitle = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A console screen's card: its heading, a line on what it is for, and its content. */
export function ConsolePanel({ title, subtitle, wide = false, children }: { title: string; subtitle: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <Panel $wide={wide} aria-labelledby="console-title">
      <Title id="console-title">{title}</Title>
      <Subtitle>{subtitle}</Subtitle>
      {children}
    </Panel>
  );
}
