import { Button } from '@commons/shared/ui';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
`;

/** Previous and Next through a list the server pages, with where the reader is. */
export function Pager({ label, page, pageCount, total, onPage }: { label: string; page: number; pageCount: number; total: number; onPage: (page: number) => void }) {
  return (
    <Bar aria-label={label}>
      <span>
        Page {page} of {pageCount} ({total} in all)
      </span>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Bar>
  );
}
