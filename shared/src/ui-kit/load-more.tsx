import styled from 'styled-components';
import { Button } from '@commons/shared/ui';

const Row = styled.div`
  display: flex;
  justify-content: center;
  padding-top: 16px;
`;

/** Props of `LoadMore`. */
export interface LoadMoreProps {
  /** Whether the server has another page (its last reply carried a `nextCursor`). */
  hasMore: boolean;
  /** The next page is on its way: the button is marked busy and cannot be pressed twice. */
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The pager under a cursor-paged list (docs/product-rules.md#screens: ten rows, then "Load More").
 * Nothing is shown once the last page is in.
 */
export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <Row>
      <Button variant="secondary" busy={loading} onClick={onLoadMore}>
        Load More
      </Button>
    </Row>
  );
}
