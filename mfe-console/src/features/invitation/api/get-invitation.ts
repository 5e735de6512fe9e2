import { getConsoleInvitation, isApiError, leavingFailuresToCaller } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The invitation of a mailed link: who is invited and the TOTP secret to enrol, the same on
 * every reload. A 404 (unknown, used or expired) is the answer, not a failure to retry; the
 * page says every failure in place, so no toast repeats it.
 */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['console', 'invitation', token] as const,
    queryFn: ({ signal }) => leavingFailuresToCaller(() => getConsoleInvitation(token, { signal })),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
    // Accepting uses the invitation up: a refetch would turn the recovery codes into "not valid".
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));
