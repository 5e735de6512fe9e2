import { Button, Spinner } from '@commons/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import styled from 'styled-components';

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
 * The loading and error states of one query, then `children` with its data: a spinner while the
 * first reply is on its way, and a way to try again when it failed (the API client has already
 * toasted why). Data already on screen stays there while a refresh fails.
 */
export function QueryState<Data>({ query, what, children }: {
  query: UseQueryResult<Data>;
  /** What failed to load, for the error line: "Your records". */
  what: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <Failed role="alert">
        {what} could not be loaded.
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </Failed>
    );
  }
  return <Spinner label="Loading" />;
}
