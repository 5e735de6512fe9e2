import { Field, fieldControlStyles } from '@commons/shared/ui';
import styled from 'styled-components';

const NativeSelect = styled.select`
  ${fieldControlStyles}
  padding: 0 42px 0 14px;
  appearance: none;
  cursor: pointer;
`;

/** Drawn beside the select because `appearance: none` removes the native chevron. */
const Chevron = styled.span`
  position: absolute;
  top: 50%;
  right: 16px;
  width: 8px;
  height: 8px;
  border-right: 2px solid ${({ theme }) => theme.colors.muted};
  border-bottom: 2px solid ${({ theme }) => theme.colors.muted};
  transform: translateY(-70%) rotate(45deg);
  pointer-events: none;
`;

/**
 * The yearly panel's Year dropdown. Unlike the kit's `Select` it has no empty choice: the
 * panel always shows a year (PRODUCT_SPEC section 4, default the current one).
 */
export function YearSelect({ years, value, onChange }: { years: readonly number[]; value: number; onChange: (year: number) => void }) {
  return (
    <Field label="Year">
      {(control) => (
        <>
          <NativeSelect {...control} value={value} onChange={(event) => onChange(Number(event.target.value))}>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </NativeSelect>
          <Chevron aria-hidden="true" />
        </>
      )}
    </Field>
  );
}
