import { Button } from '@commons/shared/ui';
import styled from 'styled-components';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** The confirmation a save leaves on the step, beside its toast, with the next step's way in. */
export function SavedNotice({ year, onContinue }: { year: number; onContinue?: (() => void) | undefined }) {
  return (
    <Notice role="status">
      <span>Saved: the operational data of {year} is recorded.</span>
      {onContinue && (
        <Button variant="secondary" onClick={onContinue}>
          Continue to Carbon Credit
        </Button>
      )}
    </Notice>
  );
}
