import { approveRecoveryRequest, consoleStaffQueryKeys, refuseRecoveryRequest } from '@commons/shared/api';
import { useConsoleChange } from './use-console-change';

/** Approves a request after the identity check; the waiting list is fetched again. */
export const useApproveRecoveryRequest = () =>
  useConsoleChange(({ requestId, check }: { requestId: string; check: string }, code: string) => approveRecoveryRequest(requestId, { check }, code), consoleStaffQueryKeys.recoveryRequests);

/** Refuses a request with a reason mailed to the owner. */
export const useRefuseRecoveryRequest = () =>
  useConsoleChange(({ requestId, reason }: { requestId: string; reason: string }, code: string) => refuseRecoveryRequest(requestId, { reason }, code), consoleStaffQueryKeys.recoveryRequests);
