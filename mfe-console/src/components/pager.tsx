import { Button } from '@commons/shared/ui';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

/** Where a numbered page sits: its number, how many pages there are, and how many rows in all. */
export interface PagerPosition {
  page: number;
  pageCount: number;
  total: number;
}

/** The position of a page the server numbers by `limit` rows, as the pager shows it. */
export const positionOf = ({ page, limit, total }: { page: number; limit: number; total: number }): PagerPosition => ({
  page,
  pageCount: Math.max(1, Math.ceil(total / limit)),
  total,
});

/** Previous and next page of a console table the server pages, and where this page sits. */
export function Pager({ label, page, pageCount, total, onPage }: PagerPosition & { label: string; onPage: (page: number) => void }) {
  return (
    <Bar aria-label={label}>
      <span>
        Page {page} of {pageCount} ({total} in all)
      </span>
      <span>
        <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>{' '}
        <Button type="button" variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
      </span>
    </Bar>
  );
}
