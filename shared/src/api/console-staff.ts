import { consoleApi } from '@commons/shared/contract';
import type { ApproveRecoveryRequest, ChangeStaffRole, InviteStaff, RecoveryRequestsQuery, RefuseRecoveryRequest, StaffAction, StaffListQueryInput } from '@commons/shared/schemas';
import { callConsole } from './client';

// The operator's Staff screen: every change carries the current code of the operator's own app
// (`consoleCode`, sent as the Console-Code header), docs/api.md#the-console-api.

/** Query keys of the Staff screen's two lists; a change refreshes the list it changed. */
export const consoleStaffQueryKeys = {
  staff: ['console', 'staff'] as const,
  recoveryRequests: ['console', 'recovery-requests'] as const,
};

/** A page of staff members, optionally of one role and one status. */
export const getStaffList = (query: StaffListQueryInput, options?: { signal?: AbortSignal }) => callConsole(consoleApi.staffList, { query }, options);

/** Invites a staff member; the invitation is mailed. */
export const inviteStaffMember = (body: InviteStaff, consoleCode: string) => callConsole(consoleApi.inviteStaff, { body }, { consoleCode });

/** Gives a staff member a new role, with the reason; their sessions end. */
export const changeStaffMemberRole = (body: ChangeStaffRole, consoleCode: string) => callConsole(consoleApi.changeStaffRole, { body }, { consoleCode });

/** Disables a staff member, with the reason; their sessions end. */
export const disableStaffMember = (body: StaffAction, consoleCode: string) => callConsole(consoleApi.disableStaff, { body }, { consoleCode });

/** Resets a staff member's second factor, with the reason; a link to enrol again is mailed. */
export const resetStaffMemberSecondFactor = (body: StaffAction, consoleCode: string) =>
  callConsole(consoleApi.resetStaffSecondFactor, { body }, { consoleCode });

/** A page of customers' lost-second-factor requests waiting for a decision, oldest first. */
export const getRecoveryRequests = (query: RecoveryRequestsQuery, options?: { signal?: AbortSignal }) =>
  callConsole(consoleApi.recoveryRequests, { query }, options);

/** Approves a recovery request after the identity check `check` describes. */
export const approveRecoveryRequest = (requestId: string, body: ApproveRecoveryRequest, consoleCode: string) =>
  callConsole(consoleApi.approveRecoveryRequest, { params: { requestId }, body }, { consoleCode });

/** Refuses a recovery request; the owner is mailed the reason. */
export const refuseRecoveryRequest = (requestId: string, body: RefuseRecoveryRequest, consoleCode: string) =>
  callConsole(consoleApi.refuseRecoveryRequest, { params: { requestId }, body }, { consoleCode });
