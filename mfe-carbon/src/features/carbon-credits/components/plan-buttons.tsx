import type { Plan } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import { useChangePlan } from '../api/change-plan';

const names = { pause: 'Pause', resume: 'Resume' } as const;

/** What a row's plan buttons open: the start form, or the cancel confirmation. */
export type PlanDialog = 'start-plan' | 'cancel-plan';

/**
 * A row's plan buttons: Start Plan when the year can have one, else Pause or Resume
 * (sent at once: resume pays a month left unpaid) and Cancel Plan, which asks first.
 */
export function PlanButtons({ plan, canStart, onOpen }: {
  plan: Plan | undefined;
  canStart: boolean;
  onOpen: (dialog: PlanDialog) => void;
}) {
  const change = useChangePlan();
  if (!plan) {
    return canStart ? (
      <Button variant="secondary" onClick={() => onOpen('start-plan')}>
        Start Plan
      </Button>
    ) : null;
  }
  const action = plan.status === 'ACTIVE' ? 'pause' : 'resume';
  // Beside the plan they change, one word says it; the name says it in full for a screen reader
  // moving from button to button. One word each keeps the nine columns within a desktop's width.
  return (
    <>
      <Button
        variant="secondary"
        busy={change.busy}
        aria-label={`${names[action]} Plan`}
        onClick={() => change.send({ planId: plan.planId, action })}
      >
        {names[action]}
      </Button>
      <Button variant="ghost" disabled={change.busy} aria-label="Cancel Plan" onClick={() => onOpen('cancel-plan')}>
        Cancel
      </Button>
    </>
  );
}
