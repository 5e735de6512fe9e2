import { assignedGroupPolicyQueryKeys, getMyAssignedGroupPolicy } from '@commons/shared/api';
import { queryOptions } from '@tanstack/react-query';

/** The menus of the signed-in user's assigned group policy, which the menu guard checks. */
export const groupPolicyQuery = () =>
  queryOptions({
    queryKey: assignedGroupPolicyQueryKeys.mine,
    queryFn: ({ signal }) => getMyAssignedGroupPolicy({ signal }),
  });
