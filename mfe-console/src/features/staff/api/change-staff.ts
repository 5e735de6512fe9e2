import {
  changeStaffMemberRole,
  consoleStaffQueryKeys,
  disableStaffMember,
  inviteStaffMember,
  resetStaffMemberSecondFactor,
} from '@commons/shared/api';
import { useConsoleChange } from './use-console-change';

/** Invites a staff member; the list is fetched again. */
export const useInviteStaff = () => useConsoleChange(inviteStaffMember, consoleStaffQueryKeys.staff);

/** Gives a member a new role, with a reason. */
export const useChangeStaffRole = () => useConsoleChange(changeStaffMemberRole, consoleStaffQueryKeys.staff);

/** Disables a member, with a reason. */
export const useDisableStaff = () => useConsoleChange(disableStaffMember, consoleStaffQueryKeys.staff);

/** Resets a member's second factor, with a reason. */
export const useResetStaffSecondFactor = () => useConsoleChange(resetStaffMemberSecondFactor, consoleStaffQueryKeys.staff);
