import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 24px;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  text-align: center;
`;

/**
 * The error state of something that could not be loaded: what failed, and Try Again. The API
 * client has already toasted why, so this says only what is missing and how to get it.
 */
export function LoadFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Failed role="alert">
      {children}
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </Failed>
  );
}
