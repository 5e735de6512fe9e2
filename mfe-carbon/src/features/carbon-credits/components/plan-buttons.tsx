import type { Plan } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import { useChangePlan } from '../api/change-plan';

/** What a row's plan buttons open: the start form, or the cancel confirmation. */
export type PlanDialog = 'start-plan' | 'cancel-plan';

/**
 * A row's plan buttons (issue 32): Start Plan when the year can have one, else Pause or Resume
 * (sent at once: resume pays a month left unpaid) and Cancel Plan, which asks first.
 */
export function PlanButtons({ plan, canStart, onOpen }: { plan: Plan | undefined; canStart: boolean; onOpen: (dialog: PlanDialog) => void }) {
  const change = useChangePlan();
  if (!plan) {
    return canStart ? (
      <Button variant="secondary" onClick={() => onOpen('start-plan')}>
        Start Plan
      </Button>
    ) : null;
  }
  const action = plan.status === 'ACTIVE' ? 'pause' : 'resume';
  return (
    <>
      <Button variant="secondary" busy={change.busy} onClick={() => change.send({ planId: plan.planId, action })}>
        {action === 'pause' ? 'Pause Plan' : 'Resume Plan'}
      </Button>
      <Button variant="ghost" disabled={change.busy} onClick={() => onOpen('cancel-plan')}>
        Cancel Plan
      </Button>
    </>
  );
}
