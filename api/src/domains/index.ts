import { accountSecurityDomain } from './account-security/plugin';
import { authDomain } from './auth/plugin';
import { carbonDomain } from './carbon/plugin';
import type { Domain } from './domain';
import { documentsDomain } from './documents/plugin';
import { groupPoliciesDomain } from './group-policies/plugin';
import { historyDomain } from './history/plugin';
import { jobsDomain } from './jobs/plugin';
import { mailDomain } from './mail/plugin';
import { securityDomain } from './security/plugin';
import { noticesDomain } from './notices/plugin';
import { plansDomain } from './plans/plugin';
import { projectsDomain } from './projects/plugin';
import { subUsersDomain } from './sub-users/plugin';
import { usersDomain } from './users/plugin';
import { walletDomain } from './wallet/plugin';
import { yourDataDomain } from './your-data/plugin';

/**
 * Every domain of the product, each one folder (the delivery platform is `@commons/platform`).
 * A new domain is its folder (routes, services, `plugin.ts` declaring them) and one line here; the app, the operator endpoint, the `pnpm ops`
 * command line and the route tests follow from this list.
 */
export const domains: readonly Domain[] = [
  authDomain,
  accountSecurityDomain,
  usersDomain,
  securityDomain,
  subUsersDomain,
  groupPoliciesDomain,
  documentsDomain,
  walletDomain,
  historyDomain,
  carbonDomain,
  plansDomain,
  projectsDomain,
  jobsDomain,
  mailDomain,
  noticesDomain,
  yourDataDomain,
];
