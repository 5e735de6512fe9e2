import { Button, ButtonLink, Stack, useFormToasts } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { useCreateTopUpSession, type StartedTopUp } from '../api/create-top-up-session';
import type { TopUpRequest } from '../top-up-request';
import { AmountForm } from './amount-form';
import { useOwnerUnverified, VerifyFirstNotice } from './verify-first-notice';

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Once the session exists: where the payment page is, or a way to it if the browser blocked the
 * tab; with a way back, the payment tab returns there once paid, and this tab can go too.
 */
function PaymentStarted({ started, returnTo, onClose }: { started: StartedTopUp; returnTo?: string | undefined; onClose: () => void }) {
  if (!started.opened) {
    return (
      <Stack>
        <Text role="status">Your browser blocked the payment tab.</Text>
        <Button onClick={() => window.location.assign(started.url)}>Go to the Payment Page</Button>
      </Stack>
    );
  }
  if (returnTo) {
    return (
      <Stack>
        <Text role="status">
          The payment page opened in a new tab. Once paid, it takes you back to your purchase; you can also go back from here.
        </Text>
        <ButtonLink block autoFocus to={returnTo}>
          Back to Your Purchase
        </ButtonLink>
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
 * The top-up popup: an amount (prefilled when another screen asked for a top-up), then the
 * provider's card payment page in a new tab. A failure to start the payment is a toast of the
 * popup's own, gone on the next submit or when the popup closes. An owner whose address is not
 * verified yet is told so here, with a Resend, and cannot start one.
 */
export function TopUpDialog({ request = {}, onClose }: { request?: TopUpRequest; onClose: () => void }) {
  const topUp = useCreateTopUpSession();
  const toasts = useFormToasts();
  const unverified = useOwnerUnverified();
  const start = (amount: number) => {
    toasts.clear();
    topUp.start(amount, request.returnTo, { onError: toasts.adopt });
  };
  return (
    <Modal title="Top Up Your Wallet" description="Add funds to your wallet by card." onClose={onClose}>
      {unverified && !topUp.started && <VerifyFirstNotice action="topping up the wallet" />}
      {topUp.started ? (
        <PaymentStarted started={topUp.started} returnTo={request.returnTo} onClose={onClose} />
      ) : (
        <AmountForm
          name="Top up"
          submitLabel="Continue to Payment"
          busy={topUp.isPending}
          disabled={unverified}
          defaultAmount={request.amount}
          onSubmit={start}
          onInvalid={toasts.clear}
        />
      )}
    </Modal>
  );
}
