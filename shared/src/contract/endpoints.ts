import type { Endpoint } from './endpoint';
import * as emailAndPassword from './email-and-password';
import * as auth from './auth';
import * as bankTransferOrders from './bank-transfer-orders';
import * as carbon from './carbon';
import * as documents from './documents';
import * as groupPolicies from './group-policies';
import * as history from './history';
import * as impact from './impact';
import * as notices from './notices';
import * as plans from './plans';
import * as projects from './projects';
import * as signInSecurity from './sign-in-security';
import * as subUsers from './sub-users';
import * as users from './users';
import * as wallet from './wallet';
import * as yourData from './your-data';

/**
 * The client API's endpoints by domain, one module a domain, each exporting only its endpoints.
 * A new domain's module is one line here and one in `index.ts`.
 */
const byDomain = {
  emailAndPassword,
  auth,
  bankTransferOrders,
  carbon,
  documents,
  groupPolicies,
  history,
  impact,
  notices,
  plans,
  projects,
  signInSecurity,
  subUsers,
  users,
  wallet,
  yourData,
} as const;

type ByDomain = typeof byDomain;
/** Any declared endpoint, with its own schemas' types. */
export type DeclaredEndpoint = { [D in keyof ByDomain]: ByDomain[D][keyof ByDomain[D]] }[keyof ByDomain];

/** Every endpoint of the client API: what the server registers and the access table derives from. */
export const endpoints = Object.values(byDomain).flatMap((domain) => Object.values(domain) as Endpoint[]) as DeclaredEndpoint[];
