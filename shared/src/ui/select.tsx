import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.label`
  font-size: 0.9rem;
  font-weight: 600;
`;

const Control = styled.div`
  position: relative;
  display: flex;
  /* The chevron: drawn here because appearance: none removes the native one. */
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: 16px;
    width: 8px;
    height: 8px;
    border-right: 2px solid ${({ theme }) => theme.colors.muted};
    border-bottom: 2px solid ${({ theme }) => theme.colors.muted};
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

const NativeSelect = styled.select<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0 42px 0 14px;
  appearance: none;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Error = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Props of `Select`: a native select plus its label, choices and error. */
export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> & {
  label: string;
  /** The choices; each is both the value and the text shown. */
  options: readonly string[];
  /** The text of the empty first choice ("Select a country"); choosing it clears the value. */
  placeholder: string;
  /** Shown under the select in red; marks it invalid for assistive technology. */
  error?: string | undefined;
};

/**
 * A labelled dropdown over a native `<select>`, so keyboard use, type-ahead and screen readers
 * work as the platform made them. It looks like `TextField`, ties the error to
 * `aria-describedby` and takes react-hook-form's `register()` props directly.
 */
export function Select({ label, options, placeholder, error, id, ...props }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <Field>
      <Label htmlFor={selectId}>{label}</Label>
      <Control>
        <NativeSelect
          {...props}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          $invalid={Boolean(error)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      </Control>
      {error && <Error id={errorId}>{error}</Error>}
    </Field>
  );
}
