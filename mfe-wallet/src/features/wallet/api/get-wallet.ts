import { getMyWallet, walletQueryKeys } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The balance. It refetches whenever the window regains focus, which is how it catches up
 * after the user pays in the provider's tab and comes back.
 */
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: walletQueryKeys.balance,
    queryFn: ({ signal }) => getMyWallet({ signal }),
    refetchOnWindowFocus: true,
  });

export const useWallet = () => useQuery(walletQueryOptions());
