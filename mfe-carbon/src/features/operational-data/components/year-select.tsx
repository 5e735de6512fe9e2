import { Field } from '@commons/shared/ui';
import { NativeSelect, SelectChevron } from '@commons/shared/ui-kit';
import styled from 'styled-components';

/** The kit's select (its box and chevron), as wide as a year needs. */
const Narrow = styled.div`
  position: relative;
  display: flex;
  width: 100%;
  max-width: 220px;
`;

/** The Operational Data step's Year dropdown: always a year, so it has no empty choice. */
export function YearSelect({ years, value, onChange }: { years: readonly number[]; value: number; onChange: (year: number) => void }) {
  return (
    <Field label="Year">
      {(control) => (
        <Narrow>
          <NativeSelect {...control} value={value} onChange={(event) => onChange(Number(event.target.value))}>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </NativeSelect>
          <SelectChevron aria-hidden="true" />
        </Narrow>
      )}
    </Field>
  );
}
