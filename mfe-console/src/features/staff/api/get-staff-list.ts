import { consoleStaffQueryKeys, getStaffList } from '@commons/shared/api';
import type { StaffListQueryInput } from '@commons/shared/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** One page of staff members; the previous page stays on screen while the next one loads. */
export const staffListQueryOptions = (query: StaffListQueryInput) =>
  queryOptions({
    queryKey: [...consoleStaffQueryKeys.staff, query] as const,
    queryFn: ({ signal }) => getStaffList(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useStaffList = (query: StaffListQueryInput) => useQuery(staffListQueryOptions(query));
