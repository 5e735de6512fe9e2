import type { Plan } from '@commons/shared/schemas';
import { Button, Stack, useFormToasts } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { useChangePlan } from '../api/change-plan';
import { isStalePayment } from '../api/refresh-after-payment';

/**
 * Asks before a plan is cancelled, since a cancelled plan cannot be resumed: the months paid
 * stay retired, and a new plan can be started for what is left.
 */
export function CancelPlanDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const change = useChangePlan();
  const toasts = useFormToasts();
  const confirm = () => {
    toasts.clear();
    const onError = (error: unknown) => (isStalePayment(error) ? onClose() : toasts.adopt(error));
    change.send({ planId: plan.planId, action: 'cancel' }, { onSuccess: onClose, onError });
  };
  return (
    <Modal title="Cancel Monthly Plan" onClose={onClose}>
      <Stack>
        <p>
          Cancel the monthly plan for {plan.year}? No further month is paid. The {plan.tonnesRetired} t it retired stay retired, and
          you can start a new plan for what is left.
        </p>
        <Button block variant="danger" busy={change.busy} onClick={confirm}>
          Confirm Cancel
        </Button>
        <Button block variant="secondary" disabled={change.busy} onClick={onClose}>
          Keep Plan
        </Button>
      </Stack>
    </Modal>
  );
}
