import { createTopUpSession } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import { useSession } from '@commons/shared/session';
import { openBlankTab, showInTab } from '@commons/shared/ui-kit';

/** The payment session of a top-up, and whether its page is open in the new tab. */
export interface StartedTopUp {
  url: string;
  opened: boolean;
}

interface TopUp {
  amount: number;
  customerEmail: string;
  /** The site path the payment's success page returns to. */
  returnTo?: string | undefined;
  tab: Window | null;
}

async function startTopUp({ amount, customerEmail, returnTo, tab }: TopUp, idempotencyKey: string): Promise<StartedTopUp> {
  // The key goes in the body too: the server has read it there since before the header existed.
  const body = { amount, customerEmail, idempotencyKey, ...(returnTo ? { returnTo } : {}) };
  const session = async () => (await createTopUpSession(body, { idempotencyKey })).url;
  return { url: await showInTab(tab, session), opened: tab !== null };
}

/**
 * Starts a card top-up: asks for a payment session under the submit's idempotency key (a new
 * one per top-up; a retry after no answer gets the same session) and shows its page in a new
 * tab, opened at the click (`openBlankTab` says why it keeps the session). A second click while
 * the first is on its way opens no second tab. The balance changes only once the provider
 * confirms the payment.
 */
export function useCreateTopUpSession() {
  const { userInfo, email } = useSession();
  const customerEmail = userInfo?.individualEmail || email;
  const topUp = useSend({ mutationFn: (request: TopUp, { idempotencyKey }) => startTopUp(request, idempotencyKey) });
  return {
    start: (amount: number, returnTo?: string, callbacks?: { onError?: (error: unknown) => void }) =>
      topUp.send(() => ({ amount, customerEmail, returnTo, tab: openBlankTab() }), callbacks),
    started: topUp.data,
    isPending: topUp.busy,
  };
}
