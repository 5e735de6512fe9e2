import { setPayoutAccount, walletQueryKeys } from '@commons/shared/api';
import type { SetPayoutAccountInput } from '@commons/shared/schemas';
import { useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';

/** The success toast of a saved payout account. */
export const payoutAccountSavedMessage = 'Payout Account Saved';

/** Sets or changes the payout account; the server mails a notice, so one key per submit. */
export function useSetPayoutAccount() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (body: SetPayoutAccountInput, { idempotencyKey }) => setPayoutAccount(body, { idempotencyKey }),
    onSuccess: (saved) => {
      queryClient.setQueryData(walletQueryKeys.payoutAccount, saved);
      notify.success(payoutAccountSavedMessage);
    },
  });
}
