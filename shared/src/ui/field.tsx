import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Wrapper = styled.div`
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

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Error = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The look every control of a `Field` shares: its box, a red border while `aria-invalid`, the
 * focus ring, and a locked look while disabled (a locked field reads as settled, not broken).
 */
export const fieldControlStyles = css`
  width: 100%;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
  /* Still red while focused: focus must not paint an invalid field green. */
  &[aria-invalid='true']:focus-visible {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.dangerSoft};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.background};
  }
  /* A computed value ("Emissions (mt)"): no box to type into, plainly not editable. */
  &[readonly] {
    cursor: default;
    border-style: dashed;
    background: ${({ theme }) => theme.colors.background};
  }
  /* Still reached with Tab (its value is read out), so its focus shows: a ring, not the typing glow. */
  &[readonly]:focus-visible {
    border-color: ${({ theme }) => theme.colors.muted};
    box-shadow: none;
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* A file picker: its native button drawn as the kit's secondary button. */
  &[type='file'] {
    padding: 6px 8px;
    cursor: pointer;
  }
  &::file-selector-button {
    margin-right: 12px;
    padding: 6px 14px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  &::file-selector-button:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
`;

/** What the control inside a `Field` spreads onto itself: its id and the ties to hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Props of `Field`. */
export interface FieldProps {
  label: string;
  /** The control's id; one is generated when absent. */
  id?: string | undefined;
  /** A muted line under the control (for example the available balance), read as its description. */
  hint?: ReactNode;
  /** Shown under the control in red; marks it invalid for assistive technology. */
  error?: string | undefined;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The chrome of one form field: the label tied to the control, an optional hint, and the error,
 * both announced through `aria-describedby`. `TextField` and `Select` are built on it; a screen
 * that needs another control wraps it the same way and styles it with `fieldControlStyles`.
 */
export function Field({ label, id, hint, error, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <Wrapper>
      <Label htmlFor={controlId}>{label}</Label>
      <Control>
        {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      </Control>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <Error id={errorId}>{error}</Error>}
    </Wrapper>
  );
}
