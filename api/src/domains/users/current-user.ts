import type { CurrentUser, Profile } from '@commons/shared/domain';
import type { Individual } from '../../db/schema';
import type { AssignedGroupPolicy } from './assigned-group-policy';

/**
 * The client's view of an account (PRODUCT_SPEC section 3), without the token. The policy is
 * the active one assigned to the account, which the caller has already looked up.
 */
export function toProfile(individual: Individual, assignedGroupPolicy: AssignedGroupPolicy | null): Profile {
  return {
    authenticated: true,
    accountStatus: individual.accountStatus,
    iam: individual.iam,
    userHistoryId: individual.userHistoryId,
    individualId: individual.id,
    individualName: individual.name,
    individualEmail: individual.email,
    emailVerified: individual.emailVerifiedAt !== null,
    assignedGroupPolicyId: individual.assignedGroupPolicyId,
    assignedGroupPolicy,
    individualPhone: individual.phone,
    individualCountry: individual.country,
    individualCity: individual.city,
    individualEducation: individual.education,
    individualProfession: individual.profession,
    individualNationality: individual.nationality,
    individualCitizenshipNo: individual.citizenshipNo,
    individualUidOfResidence: individual.uidOfResidence,
  };
}

/** What signup and login reply: the profile plus the new session token. */
export const toCurrentUser = (
  individual: Individual,
  assignedGroupPolicy: AssignedGroupPolicy | null,
  token: string,
): CurrentUser => ({ token, ...toProfile(individual, assignedGroupPolicy) });
