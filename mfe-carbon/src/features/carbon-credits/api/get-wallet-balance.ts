import { getMyWallet, walletQueryKeys } from '@commons/shared/api';
import { useQuery } from '@tanstack/react-query';

/**
 * The wallet balance the Purchasing Credits popup weighs the price against; under the wallet's
 * own key, so a purchase's refresh of the balance reaches the popup and the wallet alike. Asked
 * only when `enabled`: a sub-user without the Wallet menu may not read it.
 */
export const useWalletBalance = (enabled = true) =>
  useQuery({ queryKey: walletQueryKeys.balance, queryFn: ({ signal }) => getMyWallet({ signal }), enabled });
