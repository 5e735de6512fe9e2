import { auditQueryKeys, getAuditKinds } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every kind the audit holds, and the groups they make (`accounts` of `accounts.approve`): the kind filter's suggestions. */
export const auditKindsQueryOptions = () =>
  queryOptions({
    queryKey: auditQueryKeys.kinds,
    queryFn: ({ signal }) => getAuditKinds({ signal }),
    select: ({ kinds }) => [...new Set(kinds.flatMap((kind) => [kind.split('.')[0]!, kind]))].sort(),
  });

export const useAuditKinds = () => useQuery(auditKindsQueryOptions());
