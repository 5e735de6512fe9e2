import type { AccountStatus, Iam, Menu, Profile, RouteAccess } from '@commons/shared/domain';
import type { CustomerAccess } from './decide-route';

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

/** A customer route's access, for the customers' guard; a staff route has the staff guard (its own tests). */
export function customerAccess(access: RouteAccess): CustomerAccess {
  if (access.guard === 'staff') throw new Error('a staff route has the staff guard, not the customers\'');
  return access;
}
