import { useId, useState, type ComponentPropsWithRef } from 'react';
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
`;

const Input = styled.input<{ $invalid: boolean; $withToggle: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ $withToggle }) => ($withToggle ? '72px' : '14px')} 0 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
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

const Error = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Props of `TextField`: a native input plus its label, error and optional password toggle. */
export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** Shown under the input in red; marks the input invalid for assistive technology. */
  error?: string | undefined;
  /** For `type="password"`: a Show/Hide button that reveals what was typed. */
  revealable?: boolean;
};

/**
 * A labelled input. The label is tied to the input and the error to `aria-describedby`, so
 * screen readers announce both; it takes react-hook-form's `register()` props directly.
 */
export function TextField({ label, error, revealable = false, type = 'text', id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const [revealed, setRevealed] = useState(false);
  const withToggle = revealable && type === 'password';
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Control>
        <Input
          {...props}
          id={inputId}
          type={withToggle && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          $invalid={Boolean(error)}
          $withToggle={withToggle}
        />
        {withToggle && (
          <Toggle
            type="button"
            aria-pressed={revealed}
            aria-controls={inputId}
            aria-label={revealed ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? 'Hide' : 'Show'}
          </Toggle>
        )}
      </Control>
      {error && <Error id={errorId}>{error}</Error>}
    </Field>
  );
}
