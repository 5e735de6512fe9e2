import type { WithdrawalQueueView } from '@commons/shared/api';
import { withdrawalQueueFilters, withdrawalQueueSorts, type WithdrawalQueueFilter, type WithdrawalQueueSort } from '@commons/shared/schemas';
import { Field, NativeSelect, SelectChevron } from '@commons/shared/ui';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  & > * { flex: 1 1 200px; max-width: 280px; }
  @media (max-width: 480px) { & > * { max-width: none; } }
`;

export const statusLabels: Record<WithdrawalQueueFilter, string> = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  ALL: 'All statuses',
};

const sortLabels: Record<WithdrawalQueueSort, string> = { oldest: 'Oldest first', newest: 'Newest first' };

/** A labelled native select whose choices show words for the API's values. */
function Choice<T extends string>({ label, value, values, labels, onChange }: { label: string; value: T; values: readonly T[]; labels: Record<T, string>; onChange: (value: T) => void }) {
  return (
    <Field label={label}>
      {(control) => (
        <>
          <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value as T)}>
            {values.map((option) => (
              <option key={option} value={option}>
                {labels[option]}
              </option>
            ))}
          </NativeSelect>
          <SelectChevron aria-hidden="true" />
        </>
      )}
    </Field>
  );
}

/** Which requests the queue shows and in what order; the server filters and sorts. */
export function QueueFilters({ view, onChange }: { view: WithdrawalQueueView; onChange: (view: WithdrawalQueueView) => void }) {
  return (
    <Row>
      <Choice label="Status" value={view.status} values={withdrawalQueueFilters} labels={statusLabels} onChange={(status) => onChange({ ...view, status })} />
      <Choice label="Requested" value={view.sort} values={withdrawalQueueSorts} labels={sortLabels} onChange={(sort) => onChange({ ...view, sort })} />
    </Row>
  );
}
