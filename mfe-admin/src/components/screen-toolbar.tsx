import { Button } from '@commons/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Intro = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.muted};
`;

/** What an admin screen manages, in a line, and the button that adds one. */
export function ScreenToolbar({ intro, addLabel, onAdd }: { intro: ReactNode; addLabel: string; onAdd: () => void }) {
  return (
    <Bar>
      <Intro>{intro}</Intro>
      <Button onClick={onAdd}>{addLabel}</Button>
    </Bar>
  );
}
