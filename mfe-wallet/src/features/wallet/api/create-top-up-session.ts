import { createTopUpSession } from '@commons/shared/api';
import { useSession } from '@commons/shared/session';
import { useMutation } from '@tanstack/react-query';
import { newIdempotencyKey } from '../idempotency-key';

/**
 * A new tab for the payment page, opened at once so no popup blocker stops it, and cut off
 * from this window (`opener = null`) before it shows the provider's page. It is not opened
 * with `noopener`: such a tab starts with an empty sessionStorage, where the session lives,
 * so the provider's return to /successful-payment would find the user signed out.
 */
function openPaymentTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** The payment session of a top-up, and whether its page is open in the new tab. */
export interface StartedTopUp {
  url: string;
  opened: boolean;
}

async function startTopUp(request: { amount: number; customerEmail: string; tab: Window | null }): Promise<StartedTopUp> {
  const { amount, customerEmail, tab } = request;
  try {
    const { url } = await createTopUpSession({ amount, customerEmail, idempotencyKey: newIdempotencyKey() });
    if (tab) tab.location.href = url;
    return { url, opened: tab !== null };
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * Starts a card top-up: asks for a payment session under a fresh idempotency key (each top-up
 * its own session; the same request retried would get the same one) and shows its page in a
 * new tab. The balance changes only once the provider confirms the payment.
 */
export function useCreateTopUpSession() {
  const { userInfo, email } = useSession();
  const customerEmail = userInfo?.individualEmail || email;
  const mutation = useMutation({ mutationFn: startTopUp });
  return {
    start: (amount: number) => mutation.mutate({ amount, customerEmail, tab: openPaymentTab() }),
    started: mutation.data,
    isPending: mutation.isPending,
  };
}
