import { apiAccessOf, type ApiAccess } from '@commons/shared/contract';
import type { Caller } from '@commons/shared/domain';
import type { Individual } from '../../db/schema';
import type { AssignedGroupPolicy } from '../users/assigned-group-policy';

/** Where the client API is mounted; the shared table (`apiAccess`) names its routes without it. */
export const apiBasePath = '/api/api';

/** Whether a registered URL belongs to the client API, whose every route the shared table must list. */
export const isClientApiUrl = (url: string): boolean => url === apiBasePath || url.startsWith(`${apiBasePath}/`);

/**
 * The shared rule of the client API route `method` `url` (the URL as registered, prefix and
 * parameters included), or undefined when the table does not list it. HEAD, which Fastify adds
 * for every GET, follows its GET.
 */
export function ruleOfRoute(method: string, url: string): ApiAccess | undefined {
  if (!isClientApiUrl(url)) return undefined;
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method;
  return apiAccessOf(verb, url.slice(apiBasePath.length));
}

/** The signed-in account as the shared access decision sees it. */
export const callerOf = (user: Pick<Individual, 'accountStatus' | 'iam'>, policy: AssignedGroupPolicy | null): Caller => ({
  accountStatus: user.accountStatus,
  iam: user.iam,
  menus: policy?.menus ?? null,
});
