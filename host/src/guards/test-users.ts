import type { AccountStatus, Iam, Menu, Profile } from '@commons/shared/domain';

/**
 * A signed-in user as my-profile replies, for the guard tests: `menus` null means no group
 * policy is assigned.
 */
export function testUser({
  accountStatus = 'APPROVED',
  iam = 'ADMIN',
  menus = null,
}: { accountStatus?: AccountStatus; iam?: Iam; menus?: readonly Menu[] | null } = {}): Profile {
  return {
    authenticated: true,
    accountStatus,
    iam,
    userHistoryId: 'history-1',
    individualId: 'individual-1',
    individualName: 'Grace Brewster Hopper',
    individualEmail: 'grace@example.com',
    emailVerified: true,
    passwordChangeAdvised: false,
    reapprovalOnUpdate: false,
    assignedGroupPolicyId: menus ? 'policy-1' : null,
    assignedGroupPolicy: menus ? { menus: [...menus] } : null,
    individualPhone: '+4420 7946 0958',
    individualCountry: 'United Kingdom',
    individualCity: 'London',
    individualEducation: 'Mathematics',
    individualProfession: 'Engineer',
    individualNationality: 'United Kingdom',
    individualCitizenshipNo: 'GB123456',
    individualUidOfResidence: 'UID-42',
    householdCountry: 'United Kingdom',
  };
}

