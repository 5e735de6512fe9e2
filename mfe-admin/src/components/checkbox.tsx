import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 32px;
  font-weight: 500;
  cursor: pointer;
`;

const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Props of `Checkbox`: a native checkbox and the text that labels it. */
export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: string };

/**
 * A native checkbox inside its label, so a click on the words toggles it and screen readers
 * name it; it takes react-hook-form's `register()` props directly. The kit has no checkbox yet,
 * and only the admin popups need one.
 */
export function Checkbox({ label, ...props }: CheckboxProps) {
  return (
    <Label>
      <Box type="checkbox" {...props} />
      {label}
    </Label>
  );
}
