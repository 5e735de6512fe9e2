import { myProfileQueryOptions } from '@commons/shared/api';
import { useQuery } from '@tanstack/react-query';

/**
 * The profile the profile screens start from: the site's one my-profile query, so the host's
 * guard and these screens read one cached reply and a refetch here refreshes what the guard sees.
 */
export const useMyProfile = () => useQuery(myProfileQueryOptions());
