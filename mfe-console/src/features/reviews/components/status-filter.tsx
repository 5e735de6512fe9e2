import { Select } from '@commons/shared/ui';
import styled from 'styled-components';

const Box = styled.div`
  max-width: 280px;
`;

/** A review list's one filter, its status or all of them; a new status starts again at page 1. */
export function StatusFilter({ statuses, value, onChange }: { statuses: readonly string[]; value: string; onChange: (status: string) => void }) {
  return (
    <Box>
      <Select label="Status" options={statuses} placeholder="All statuses" value={value} onChange={(event) => onChange(event.target.value)} />
    </Box>
  );
}
