import { Field, fieldControlStyles } from '@commons/shared/ui';
import styled from 'styled-components';

const NativeSelect = styled.select`
  ${fieldControlStyles}
  max-width: 220px;
  padding: 0 14px;
  cursor: pointer;
`;

/** The Operational Data step's Year dropdown: always a year, so it has no empty choice. */
export function YearSelect({ years, value, onChange }: { years: readonly number[]; value: number; onChange: (year: number) => void }) {
  return (
    <Field label="Year">
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(Number(event.target.value))}>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
