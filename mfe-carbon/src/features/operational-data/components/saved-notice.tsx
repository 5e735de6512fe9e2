import { Button } from '@commons/shared/ui';
import { Notice } from '../../../components/notice';

/** The confirmation a save leaves on the step, beside its toast, with the next step's way in. */
export function SavedNotice({ year, onContinue }: { year: number; onContinue?: (() => void) | undefined }) {
  return (
    <Notice $tone="success" role="status">
      <span>Saved: the operational data of {year} is recorded.</span>
      {onContinue && (
        <Button variant="secondary" onClick={onContinue}>
          Continue to Carbon Credit
        </Button>
      )}
    </Notice>
  );
}
