import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, fieldControlStyles } from '@commons/shared/ui';

/** The kit's select box (no native look); with `SelectChevron` beside it inside a `Field`. */
export const NativeSelect = styled.select`
  ${fieldControlStyles}
  padding: 0 42px 0 14px;
  appearance: none;
  cursor: pointer;
`;

/** The chevron: drawn beside the select because `appearance: none` removes the native one. */
export const SelectChevron = styled.span`
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

/** Props of `Select`: a native select plus its label, choices, hint and error. */
export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> & {
  label: string;
  /** The choices; each is both the value and the text shown. */
  options: readonly string[];
  /**
   * The text of the empty first choice ("Select a country"); choosing it clears the value.
   * Without one the select always holds a choice (the dashboard's Year).
   */
  placeholder?: string;
  /** A muted line under the select, read as its description. */
  hint?: ReactNode;
  /** Shown under the select in red; marks it invalid for assistive technology. */
  error?: string | undefined;
};

/**
 * A labelled dropdown over a native `<select>`, so keyboard use, type-ahead and screen readers
 * work as the platform made them. It shares `TextField`'s `Field` chrome (label, hint, error
 * through `aria-describedby`) and takes react-hook-form's `register()` props directly.
 */
export function Select({ label, options, placeholder, hint, error, id, ...props }: SelectProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error}>
      {(control) => (
        <>
          <NativeSelect {...props} {...control}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
          <SelectChevron aria-hidden="true" />
        </>
      )}
    </Field>
  );
}
