import { Select } from '@commons/shared/ui-kit';
import styled from 'styled-components';

const Box = styled.div`
  max-width: 280px;
`;

/** How the address says "every status" (`?status=ALL`): with no status it shows the tab's own queue. */
const everyStatus = 'ALL';

/** The status a review list asks the server for: the tab's `fallback` when the address names none, '' (all) for ALL. */
export const statusToAsk = (status: string | undefined, fallback: string) => (status === everyStatus ? '' : (status ?? fallback));

/** A review list's status filter, one status or all of them, kept in the address; a new status starts again at page 1. */
export function StatusFilter({ statuses, value, onChange }: { statuses: readonly string[]; value: string; onChange: (status: string) => void }) {
  return (
    <Box>
      <Select label="Status" options={statuses} placeholder="All statuses" value={value} onChange={(event) => onChange(event.target.value || everyStatus)} />
    </Box>
  );
}
