import { Button, Modal, Stack, useFormToasts } from '@commons/shared/ui';
import styled from 'styled-components';
import { useCreateTopUpSession, type StartedTopUp } from '../api/create-top-up-session';
import { AmountForm } from './amount-form';

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Once the session exists: where the payment page is, or a way to it if the browser blocked the tab. */
function PaymentStarted({ started, onClose }: { started: StartedTopUp; onClose: () => void }) {
  if (!started.opened) {
    return (
      <Stack>
        <Text role="status">Your browser blocked the payment tab.</Text>
        <Button onClick={() => window.location.assign(started.url)}>Go to the Payment Page</Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <Text role="status">
        The payment page opened in a new tab. Your balance updates here once the payment is confirmed.
      </Text>
      <Button block autoFocus onClick={onClose}>
        Done
      </Button>
    </Stack>
  );
}

/**
 * The "Topup Amount" popup: an amount, then the provider's card payment page in a new tab. A
 * failure to start the payment is a toast of the popup's own, gone on the next submit or when
 * the popup closes.
 */
export function TopUpDialog({ onClose }: { onClose: () => void }) {
  const topUp = useCreateTopUpSession();
  const toasts = useFormToasts();
  const start = (amount: number) => {
    toasts.clear();
    topUp.start(amount, { onError: toasts.adopt });
  };
  return (
    <Modal title="Topup Amount" description="Add funds to your wallet by card." onClose={onClose}>
      {topUp.started ? (
        <PaymentStarted started={topUp.started} onClose={onClose} />
      ) : (
        <AmountForm
          name="Topup Amount"
          submitLabel="Continue to Payment"
          busy={topUp.isPending}
          onSubmit={start}
          onInvalid={toasts.clear}
        />
      )}
    </Modal>
  );
}
