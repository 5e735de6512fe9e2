import { withdrawalQueueFilters, type WithdrawalQueueFilter } from '@commons/shared/schemas';
import { Field } from '@commons/shared/ui';
import { NativeSelect, SelectChevron } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { TableSearch } from '../../../components/table-search';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 240px) minmax(0, 1fr);
  /* Top-aligned: the search's hint under its box would otherwise push the status below it. */
  align-items: start;
  gap: 12px;
  @media (max-width: 720px) { grid-template-columns: minmax(0, 1fr); }
`;

export const statusLabels: Record<WithdrawalQueueFilter, string> = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  ALL: 'All statuses',
};

/** The queue's filters as the address holds them: a status (pending when none) and a search. */
export interface QueueFilterView {
  status: WithdrawalQueueFilter;
  q: string;
}

/** Which requests the queue shows: one status or all, and a search by email; the server filters. */
export function QueueFilters({ view, onChange }: { view: QueueFilterView; onChange: (changes: Partial<QueueFilterView>) => void }) {
  return (
    <Row>
      <Field label="Status">
        {(control) => (
          <>
            <NativeSelect {...control} value={view.status} onChange={(event) => onChange({ status: event.target.value as WithdrawalQueueFilter })}>
              {withdrawalQueueFilters.map((option) => (
                <option key={option} value={option}>
                  {statusLabels[option]}
                </option>
              ))}
            </NativeSelect>
            <SelectChevron aria-hidden="true" />
          </>
        )}
      </Field>
      <TableSearch key={view.q} name="Search the withdrawal requests" label="Account" hint="Part of an email, any case" value={view.q} onSearch={(q) => onChange({ q })} />
    </Row>
  );
}
