import { getTopUpStatus, walletQueryKeys } from '@commons/shared/api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * How long the payment's success page waits for the top-up's credit, and how often it asks. The
 * provider's event is credited by a job moments after the browser comes back; past this wait the
 * page goes on anyway and the wallet catches up when it is next read.
 */
export const creditWaitMs = 10_000;
const creditPollMs = 500;

/**
 * True once the top-up `topUpId` has reached the wallet (PAID), or there is nothing to wait for:
 * no top-up named, one the API does not know or refuses, or `creditWaitMs` gone by.
 */
export function useTopUpCredited(topUpId: string | null): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!topUpId) return;
    const timer = setTimeout(() => setGaveUp(true), creditWaitMs);
    return () => clearTimeout(timer);
  }, [topUpId]);
  const { data, isError } = useQuery({
    queryKey: walletQueryKeys.topUp(topUpId ?? ''),
    queryFn: ({ signal }) => getTopUpStatus(topUpId!, { signal }),
    enabled: topUpId !== null && !gaveUp,
    refetchInterval: (query) => (query.state.data?.status === 'PAID' ? false : creditPollMs),
    retry: false,
  });
  return !topUpId || gaveUp || isError || data?.status === 'PAID';
}
