import { getReleaseBoard, releaseQueryKeys } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every remote's live version, rollout, health gate and per-version loads and web vitals. */
export const releaseBoardQueryOptions = () =>
  queryOptions({
    queryKey: releaseQueryKeys.board,
    queryFn: ({ signal }) => getReleaseBoard({ signal }),
    // Loads and vitals arrive all the time: a minute-old board is worth reading again.
    refetchInterval: 60_000,
  });

export const useReleaseBoard = () => useQuery(releaseBoardQueryOptions());
