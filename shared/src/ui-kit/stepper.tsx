import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

/**
 * The steps wrap onto a second line on a narrow screen rather than scroll: every step stays
 * whole and in view (otherwise "Operationa" is cut at 390 px).
 */
const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  /* Contains the steps' visually hidden words, which are absolutely placed: without it they
     escape the list and widen the whole page on a phone. */
  position: relative;
`;

const Step = styled.button<{ $current: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 6px 14px 6px 6px;
  border: 1px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $current }) => ($current ? theme.colors.primarySoft : theme.colors.surface)};
  color: inherit;
  font: inherit;
  font-weight: ${({ $current }) => ($current ? 700 : 500)};
  white-space: nowrap;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Number = styled.span<{ $current: boolean }>`
  display: grid;
  place-items: center;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.background)};
  color: ${({ theme, $current }) => ($current ? theme.colors.onPrimary : theme.colors.muted)};
  font-weight: 700;
`;

/** Props of `Stepper`. */
export interface StepperProps {
  /** Names the list of steps for assistive technology ("Wizard steps"). */
  label: string;
  /** The steps' titles, in order; each is shown after its number. */
  steps: readonly string[];
  /** The index (from 0) of the step on screen. */
  current: number;
  /** Called with the index of the step the user chose. */
  onSelect: (index: number) => void;
}

/**
 * A numbered row of steps (the Wizard, docs/product-rules.md#screens). Every step is a button, so
 * the person can go back and forth freely; the step on screen is marked with
 * `aria-current="step"` and its number is filled. The row wraps on a phone.
 */
export function Stepper({ label, steps, current, onSelect }: StepperProps) {
  return (
    <nav aria-label={label}>
      <List>
        {steps.map((title, index) => (
          <li key={title}>
            <Step
              type="button"
              $current={index === current}
              aria-current={index === current ? 'step' : undefined}
              onClick={() => onSelect(index)}
            >
              <Number $current={index === current} aria-hidden="true">
                {index + 1}
              </Number>
              <span>
                <VisuallyHidden>{`Step ${index + 1}: `}</VisuallyHidden>
                {title}
              </span>
            </Step>
          </li>
        ))}
      </List>
    </nav>
  );
}
