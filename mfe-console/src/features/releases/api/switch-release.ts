import {
  abortRelease,
  activateRelease,
  freezeRelease,
  promoteRelease,
  releaseQueryKeys,
  rollbackRelease,
  rolloutRelease,
  unfreezeRelease,
} from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { SwitchRequest } from '../switch-plan';

/** Sends one switch to its console endpoint; a share change is a rollout of the same version. */
export function sendSwitch({ kind, remote, version, percent, reason }: SwitchRequest): Promise<unknown> {
  switch (kind) {
    case 'activate':
      return activateRelease(remote, { version, reason });
    case 'rollback':
      return rollbackRelease(remote, { reason });
    case 'rollout':
    case 'share':
      return rolloutRelease(remote, { version, percent, reason });
    case 'promote':
      return promoteRelease(remote, { reason });
    case 'abort':
      return abortRelease(remote, { reason });
    case 'freeze':
      return freezeRelease(remote, { reason });
    case 'unfreeze':
      return unfreezeRelease(remote, { reason });
  }
}

/**
 * One switch from the Releases screen: the dialog shows the server's refusal in place, as sent;
 * a switch made refreshes the board and the history, and says what was done.
 */
export function useSwitchRelease() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (request: SwitchRequest) => sendSwitch(request),
    shownInPlace: () => true,
    onSuccess: (_reply, request) => {
      notify.success(`Done: ${request.title}`);
      void queryClient.invalidateQueries({ queryKey: releaseQueryKeys.all });
    },
  });
}
