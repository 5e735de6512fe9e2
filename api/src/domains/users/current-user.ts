import { eq } from 'drizzle-orm';
import type { CurrentUser, Profile } from '@commons/shared/domain';
import type { Database } from '../../db/database';
import { individuals, type Individual } from '../../db/schema';
import type { AccountReview } from '../../config';
import type { AssignedGroupPolicy } from './assigned-group-policy';
import { statusAfterProfileUpdate } from './account-status';
import { isProfileComplete } from './profile-complete';

/** The account holder's profile country ('' when not given): the grid of the detailed estimate. */
export async function holderCountry(db: Database, ownerId: string): Promise<string> {
  const [row] = await db.select({ country: individuals.country }).from(individuals).where(eq(individuals.id, ownerId));
  return row?.country ?? '';
}

/** The country a member's household counts by (docs/methodology.md): an owner's own, a sub-user's owner's. */
export const householdCountryOf = (db: Database, individual: Individual): Promise<string> =>
  individual.ownerId ? holderCountry(db, individual.ownerId) : Promise.resolve(individual.country);

/**
 * Whether a change saved to the profile would send the account back to review, by the rule the
 * save applies (`statusAfterProfileUpdate`): a sub-user's status is never moved by its profile.
 */
const reapprovalOnUpdate = (individual: Individual, review: AccountReview): boolean =>
  individual.iam !== 'SUB_USER' &&
  individual.accountStatus === 'APPROVED' &&
  statusAfterProfileUpdate('APPROVED', { changed: true, complete: isProfileComplete(individual) }, review) === 'REVIEWING';

/** Who the profile is and how the server reviews accounts (`ACCOUNT_REVIEW`). */
export interface ProfileFacts {
  assignedGroupPolicy: AssignedGroupPolicy | null;
  householdCountry: string;
  review: AccountReview;
}

/**
 * The client's view of an account (docs/product-rules.md#records-and-field-names), without the
 * token. The policy is the active one assigned to the account, and the household's country
 * (`householdCountryOf`) the one its detailed estimate counts by, both looked up by the caller.
 */
export function toProfile(individual: Individual, { assignedGroupPolicy, householdCountry, review }: ProfileFacts): Profile {
  return {
    authenticated: true,
    accountStatus: individual.accountStatus,
    iam: individual.iam,
    userHistoryId: individual.userHistoryId,
    individualId: individual.id,
    individualName: individual.name,
    individualEmail: individual.email,
    emailVerified: individual.emailVerifiedAt !== null,
    passwordChangeAdvised: individual.passwordChangeAdvised,
    reapprovalOnUpdate: reapprovalOnUpdate(individual, review),
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
    householdCountry,
  };
}

/** What signup and login reply: the profile plus the new session token. */
export const toCurrentUser = (individual: Individual, facts: ProfileFacts, token: string): CurrentUser => ({
  token,
  ...toProfile(individual, facts),
});
