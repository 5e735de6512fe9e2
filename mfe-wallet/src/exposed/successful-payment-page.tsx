import { historyQueryKeys, walletQueryKeys } from '@commons/shared/api';
import { safeReturnPath, topUpParams } from '@commons/shared/domain';
import { useSession } from '@commons/shared/session';
import { Spinner, type NavigationState } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@commons/shared/navigation';
import { useTopUpCredited } from '../features/wallet/api/top-up-credit';

/** The wallet's banner after a card payment (docs/product-rules.md#messages), word for word. */
export const paymentSuccessfulMessage = 'Payment Successful';

/**
 * Where the payment provider sends the browser after a card payment: "Getting Things Ready"
 * while the top-up it names (`?topUpId=`) is not yet credited (the provider's confirmed event
 * does that, in a job, moments later; the redirect itself credits nothing), then on to the
 * wallet with the green "Payment Successful" banner, or, when the top-up was started from a
 * purchase (`?returnTo=<site path>`), back to it. The balance and the completed
 * top-ups are marked stale so the wallet shows them with the money. Default export for `loadRemote`.
 */
export default function SuccessfulPaymentPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const historyId = useSession().userInfo?.userHistoryId;
  const search = new URLSearchParams(useLocation().search);
  const returnTo = safeReturnPath(search.get(topUpParams.returnTo));
  const credited = useTopUpCredited(search.get(topUpParams.topUpId));

  useEffect(() => {
    if (!credited) return;
    void queryClient.invalidateQueries({ queryKey: walletQueryKeys.balance });
    if (historyId) void queryClient.invalidateQueries({ queryKey: historyQueryKeys.topUpWithdrawalRecords(historyId) });
    const state: NavigationState = { success: paymentSuccessfulMessage };
    navigate(returnTo ?? '/wallet', { replace: true, state });
  }, [credited, historyId, navigate, queryClient, returnTo]);

  return <Spinner label="Getting Things Ready" fill />;
}
