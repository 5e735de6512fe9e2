import { getMyWallet, walletQueryKeys } from '@commons/shared/api';
import { useQuery } from '@tanstack/react-query';

/**
 * The wallet balance the Purchasing Credits popup weighs the price against; under the wallet's
 * own key, so a purchase's refresh of the balance reaches the popup and the wallet alike.
 */
export const useWalletBalance = () =>
  useQuery({ queryKey: walletQueryKeys.balance, queryFn: ({ signal }) => getMyWallet({ signal }) });
