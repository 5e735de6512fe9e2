import type { ProviderOrdersView } from '@commons/shared/api';
import { bankTransferOrderStateLabels } from '@commons/shared/domain';
import { bankTransferOrderFilters, providerOrderSorts, type BankTransferOrderFilter, type ProviderOrderSort, type ProviderProject } from '@commons/shared/schemas';
import { Field } from '@commons/shared/ui';
import { NativeSelect, SelectChevron } from '@commons/shared/ui-kit';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  & > * { flex: 1 1 200px; max-width: 280px; }
  @media (max-width: 480px) { & > * { max-width: none; } }
`;

export const stateFilterLabels: Record<BankTransferOrderFilter, string> = { ...bankTransferOrderStateLabels, ALL: 'All states' };

const sortLabels: Record<ProviderOrderSort, string> = { oldest: 'Oldest first', newest: 'Newest first' };

/** A labelled native select whose choices show words for the API's values. */
function Choice<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void }) {
  return (
    <Field label={label}>
      {(control) => (
        <>
          <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value as T)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <SelectChevron aria-hidden="true" />
        </>
      )}
    </Field>
  );
}

/** Which orders the table shows and in what order; the server filters and sorts. */
export function OrderFilters({ view, projects, onChange }: { view: ProviderOrdersView; projects: readonly ProviderProject[]; onChange: (view: ProviderOrdersView) => void }) {
  const projectOptions = [{ value: '', label: 'All your projects' }, ...projects.map((project) => ({ value: project.projectId, label: project.name }))];
  // A project in the address that is not (yet) in the list still shows as chosen.
  if (view.projectId && !projects.some((project) => project.projectId === view.projectId)) projectOptions.push({ value: view.projectId, label: view.projectId });
  return (
    <Row>
      <Choice label="State" value={view.state} options={bankTransferOrderFilters.map((value) => ({ value, label: stateFilterLabels[value] }))} onChange={(state) => onChange({ ...view, state })} />
      <Choice label="Project" value={view.projectId} options={projectOptions} onChange={(projectId) => onChange({ ...view, projectId })} />
      <Choice label="Ordered" value={view.sort} options={providerOrderSorts.map((value) => ({ value, label: sortLabels[value] }))} onChange={(sort) => onChange({ ...view, sort })} />
    </Row>
  );
}
