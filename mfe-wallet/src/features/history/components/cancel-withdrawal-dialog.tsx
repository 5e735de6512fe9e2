import { formatDateTime, formatUsd } from '@commons/shared/domain';
import type { WithdrawalRequest } from '@commons/shared/schemas';
import { Button, Stack } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { useCancelWithdrawalRequest } from '../api/cancel-withdrawal-request';

/** Asks before a pending withdrawal request is cancelled; the confirm button is busy while it is sent. */
export function CancelWithdrawalDialog({ request, onClose }: { request: WithdrawalRequest; onClose: () => void }) {
  const cancel = useCancelWithdrawalRequest();
  return (
    <Modal title="Cancel Withdrawal Request" onClose={onClose}>
      <Stack>
        <p>
          Cancel the withdrawal of {formatUsd(request.amount)} requested on {formatDateTime(request.requestedDate)}? The
          amount returns to your wallet balance.
        </p>
        <Button
          block
          variant="danger"
          busy={cancel.busy}
          onClick={() => cancel.send(request.requestId, { onSettled: onClose })}
        >
          Confirm Cancel
        </Button>
        <Button block variant="secondary" disabled={cancel.isPending} onClick={onClose}>
          Keep Request
        </Button>
      </Stack>
    </Modal>
  );
}
