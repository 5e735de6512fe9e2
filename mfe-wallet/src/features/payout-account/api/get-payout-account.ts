import { getPayoutAccount, walletQueryKeys } from '@commons/shared/api';
import { useSession } from '@commons/shared/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The owner's payout account, masked, with the hold after a change. */
export const payoutAccountQueryOptions = () =>
  queryOptions({
    queryKey: walletQueryKeys.payoutAccount,
    queryFn: ({ signal }) => getPayoutAccount({ signal }),
  });

/** Whether the signed-in login is the account's owner, who alone keeps the payout account. */
export function useIsOwner(): boolean {
  const { userInfo } = useSession();
  return userInfo?.iam === 'ADMIN';
}

/** The payout account, read only for the owner: a sub-user never sees it (docs/product-rules.md#money-and-payments). */
export function usePayoutAccount() {
  const owner = useIsOwner();
  return useQuery({ ...payoutAccountQueryOptions(), enabled: owner });
}
