import { getNoticePreferences, noticeQueryKeys, updateNoticePreferences } from '@commons/shared/api';
import { noticeKindLabels, type NoticeKind } from '@commons/shared/domain';
import type { NoticePreferences } from '@commons/shared/schemas';
import { useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** Which notice kinds the account's owner gets by email. */
export const useNoticePreferences = () =>
  useQuery({ queryKey: noticeQueryKeys.all, queryFn: ({ signal }) => getNoticePreferences({ signal }) });

/** What the toast says after a switch is saved. */
export const savedMessage = (kind: NoticeKind, enabled: boolean) =>
  `${noticeKindLabels[kind]}: emails turned ${enabled ? 'on' : 'off'}`;

/** Saves one switch; the reply (every kind's setting) replaces the cached list. */
export function useSetNoticeKind() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: ({ kind, enabled }: { kind: NoticeKind; enabled: boolean }) => updateNoticePreferences({ [kind]: enabled }),
    onSuccess: (preferences: NoticePreferences, { kind, enabled }) => {
      queryClient.setQueryData(noticeQueryKeys.all, preferences);
      notify.success(savedMessage(kind, enabled));
    },
  });
}
