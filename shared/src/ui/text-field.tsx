import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, fieldControlStyles } from './field';

const Input = styled.input<{ $withToggle: boolean }>`
  ${fieldControlStyles}
  padding: 0 ${({ $withToggle }) => ($withToggle ? '72px' : '14px')} 0 14px;
`;

const Toggle = styled.button`
  position: absolute;
  inset: 4px 4px 4px auto;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
`;

/** Props of `TextField`: a native input plus its label, hint, error and optional password toggle. */
export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** A muted line under the input, read as its description. */
  hint?: ReactNode;
  /** Shown under the input in red; marks the input invalid for assistive technology. */
  error?: string | undefined;
  /** For `type="password"`: a Show/Hide button that reveals what was typed. */
  revealable?: boolean;
};

/**
 * A labelled input in the kit's `Field` chrome: the label is tied to the input and the hint and
 * error to `aria-describedby`, so screen readers announce them; it takes react-hook-form's
 * `register()` props directly.
 */
export function TextField({ label, hint, error, revealable = false, type = 'text', id, ...props }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const withToggle = revealable && type === 'password';
  return (
    <Field label={label} id={id} hint={hint} error={error}>
      {(control) => (
        <>
          <Input {...props} {...control} type={withToggle && revealed ? 'text' : type} $withToggle={withToggle} />
          {withToggle && (
            <Toggle
              type="button"
              aria-pressed={revealed}
              aria-controls={control.id}
              aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
              onClick={() => setRevealed((value) => !value)}
            >
              {revealed ? 'Hide' : 'Show'}
            </Toggle>
          )}
        </>
      )}
    </Field>
  );
}
