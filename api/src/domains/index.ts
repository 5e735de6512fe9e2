import { auditDomain } from './audit/plugin';
import { emailAndPasswordDomain } from './email-and-password/plugin';
import { authDomain } from './auth/plugin';
import { bankTransfersDomain } from './bank-transfers/plugin';
import { carbonDomain } from './carbon/plugin';
import type { Domain } from './domain';
import { documentsDomain } from './documents/plugin';
import { groupPoliciesDomain } from './group-policies/plugin';
import { historyDomain } from './history/plugin';
import { impactDomain } from './impact/plugin';
import { jobsDomain } from './jobs/plugin';
import { mailDomain } from './mail/plugin';
import { signInSecurityDomain } from './sign-in-security/plugin';
import { staffDomain } from './staff/plugin';
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
  emailAndPasswordDomain,
  usersDomain,
  signInSecurityDomain,
  subUsersDomain,
  groupPoliciesDomain,
  documentsDomain,
  walletDomain,
  historyDomain,
  carbonDomain,
  plansDomain,
  bankTransfersDomain,
  projectsDomain,
  jobsDomain,
  mailDomain,
  noticesDomain,
  yourDataDomain,
  impactDomain,
  staffDomain,
  auditDomain,
];
