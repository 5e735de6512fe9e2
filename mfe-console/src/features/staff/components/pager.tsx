import type { ConsolePage } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  margin-top: 12px;
`;

/** Previous and next page of a numbered console table, and where this page sits. */
export function Pager({ page, label, onPage }: { page: ConsolePage; label: string; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  return (
    <Bar aria-label={`${label} pages`}>
      <span>
        Page {page.page} of {pages} ({page.total} in all)
      </span>
      <span>
        <Button type="button" variant="secondary" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
          Previous page
        </Button>{' '}
        <Button type="button" variant="secondary" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
          Next page
        </Button>
      </span>
    </Bar>
  );
}
