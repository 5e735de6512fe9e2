import { disableTwoFactor, enableTwoFactor, getTwoFactorStatus, securityQueryKeys, setupTwoFactor } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { TwoFactorChange } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export const twoFactorOnMessage = 'Two-factor sign-in is on';
export const twoFactorOffMessage = 'Two-factor sign-in is off';

/** Whether two-factor sign-in is on, and the recovery codes left. */
export const useTwoFactorStatus = () =>
  useQuery({ queryKey: securityQueryKeys.twoFactor, queryFn: ({ signal }) => getTwoFactorStatus({ signal }) });

/** Starts enrolment: a new secret and its QR code (nothing changes at sign-in yet). */
export const useSetupTwoFactor = () => useSend({ mutationFn: () => setupTwoFactor() });

/** Asks for the status again: after the recovery codes are put away, or a refused change. */
export function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: securityQueryKeys.twoFactor });
}

/** Confirms enrolment with the password and a current code; the answer holds the recovery codes, shown once. */
export function useEnableTwoFactor() {
  const changed = useTwoFactorChanged();
  return useSend({
    mutationFn: (body: TwoFactorChange) => enableTwoFactor(body),
    onSuccess: () => notify.success(twoFactorOnMessage),
    // On success the status is asked again once the codes are put away (TwoFactorPanel).
    onError: changed,
  });
}

/** Turns two-factor off with the password and a current or recovery code. */
export function useDisableTwoFactor() {
  const changed = useTwoFactorChanged();
  return useSend({
    mutationFn: (body: TwoFactorChange) => disableTwoFactor(body),
    onSuccess: () => {
      notify.success(twoFactorOffMessage);
      changed();
    },
  });
}
