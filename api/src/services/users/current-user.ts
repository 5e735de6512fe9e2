import type { CurrentUser, Profile } from '@commons/shared/domain';
import type { Individual } from '../../db/schema';

/** The client's view of an account (PRODUCT_SPEC section 3), without the token. */
export function toProfile(individual: Individual): Profile {
  return {
    authenticated: true,
    accountStatus: individual.accountStatus,
    iam: individual.iam,
    userHistoryId: individual.userHistoryId,
    individualId: individual.id,
    individualName: individual.name,
    individualEmail: individual.email,
    assignedGroupPolicyId: individual.assignedGroupPolicyId,
    // Group policies arrive with their own issue; until then no account has one assigned.
    assignedGroupPolicy: null,
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
export const toCurrentUser = (individual: Individual, token: string): CurrentUser => ({
  token,
  ...toProfile(individual),
});
