import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Option = styled.label`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 4px 10px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Radio = styled.input`
  width: 18px;
  height: 18px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Title = styled.span`
  font-weight: 600;
`;

const Detail = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** Props of `PlanChoice`: a native radio, the words that label it and a line under them. */
export type PlanChoiceProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: string; detail?: ReactNode };

/**
 * One way of paying a plan, as a card: the radio inside its label, so a click anywhere on the
 * card chooses it; screen readers name it by its title and read the line under it as its
 * description. It takes react-hook-form's `register()` props.
 */
export function PlanChoice({ label, detail, ...props }: PlanChoiceProps) {
  const id = useId();
  return (
    <Option>
      <Radio type="radio" aria-labelledby={`${id}-title`} aria-describedby={detail ? `${id}-detail` : undefined} {...props} />
      <Title id={`${id}-title`}>{label}</Title>
      {detail && <Detail id={`${id}-detail`}>{detail}</Detail>}
    </Option>
  );
}
