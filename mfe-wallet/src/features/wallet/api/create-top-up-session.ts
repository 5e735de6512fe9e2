import { createTopUpSession } from '@commons/shared/api';
import { useSession } from '@commons/shared/session';
import { openBlankTab, showInTab } from '@commons/shared/ui';
import { useMutation } from '@tanstack/react-query';
import { newIdempotencyKey } from '../idempotency-key';

/** The payment session of a top-up, and whether its page is open in the new tab. */
export interface StartedTopUp {
  url: string;
  opened: boolean;
}

interface TopUpStart {
  amount: number;
  customerEmail: string;
  /** The site path the payment's success page returns to. */
  returnTo?: string | undefined;
  tab: Window | null;
}

async function startTopUp(request: TopUpStart): Promise<StartedTopUp> {
  const { amount, customerEmail, returnTo, tab } = request;
  const session = async () =>
    (await createTopUpSession({ amount, customerEmail, idempotencyKey: newIdempotencyKey(), ...(returnTo ? { returnTo } : {}) })).url;
  return { url: await showInTab(tab, session), opened: tab !== null };
}

/**
 * Starts a card top-up: asks for a payment session under a fresh idempotency key (each top-up
 * its own session; the same request retried would get the same one) and shows its page in a
 * new tab, opened at the click (`openBlankTab` says why it keeps the session). The balance
 * changes only once the provider confirms the payment.
 */
export function useCreateTopUpSession() {
  const { userInfo, email } = useSession();
  const customerEmail = userInfo?.individualEmail || email;
  const mutation = useMutation({ mutationFn: startTopUp });
  return {
    start: (amount: number, returnTo?: string, callbacks?: { onError?: (error: unknown) => void }) =>
      mutation.mutate({ amount, customerEmail, returnTo, tab: openBlankTab() }, callbacks),
    started: mutation.data,
    isPending: mutation.isPending,
  };
}
