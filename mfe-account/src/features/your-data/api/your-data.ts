import {
  confirmAccountDeletion,
  downloadDataExport,
  getAccountDeletionCheck,
  getDataExports,
  requestAccountDeletion,
  requestDataExport,
  yourDataQueryKeys,
} from '@commons/shared/api';
import type { DataExportList } from '@commons/shared/schemas';
import { useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';
import { saveFile } from '@commons/shared/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';

/** While an export is being built, the list is asked again this often, so the page says when the mail went. */
const buildingPollMs = 3_000;

const isBuilding = (list: DataExportList | undefined) =>
  list?.exports.some((item) => item.state === 'PENDING' || item.state === 'RUNNING') ?? false;

/** The account's latest exports, refreshed while one is being built. */
export const useDataExports = () =>
  useQuery({
    queryKey: yourDataQueryKeys.exports,
    queryFn: ({ signal }) => getDataExports({ signal }),
    refetchInterval: (query) => (isBuilding(query.state.data) ? buildingPollMs : false),
  });

export const exportRequestedMessage = 'We are preparing your data; a link will be mailed to you';

/** Asks for an export; the list shows it at once. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (_: void, { idempotencyKey }) => requestDataExport({ idempotencyKey }),
    // The panel keeps a refusal on the page (when the next export is allowed), so no toast.
    shownInPlace: () => true,
    onSuccess: () => {
      notify.success(exportRequestedMessage);
      void queryClient.invalidateQueries({ queryKey: yourDataQueryKeys.all });
    },
  });
}

/** Downloads the ZIP of the mailed link's token (the session goes with it). */
export function useDownloadDataExport() {
  return useSend({
    mutationFn: async (token: string) => {
      saveFile(await downloadDataExport(token), `carbon-commons-data-${new Date().toISOString().slice(0, 10)}.zip`);
    },
  });
}

/** Whether asking to delete the account would be refused now, and why: said before anything is asked. */
export const useAccountDeletionCheck = () =>
  useQuery({ queryKey: yourDataQueryKeys.deletionCheck, queryFn: ({ signal }) => getAccountDeletionCheck({ signal }) });

/**
 * Asks to delete the account: the panel shows a refusal's reason (not a toast); success mails the
 * confirmation. Either way the check is asked again (money may have moved since it was read).
 */
export function useRequestAccountDeletion() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (_: void, { idempotencyKey }) => requestAccountDeletion({ idempotencyKey }),
    shownInPlace: () => true,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: yourDataQueryKeys.deletionCheck }),
  });
}

/** Erases the account with the mailed confirmation's token. */
export const useConfirmAccountDeletion = () =>
  useSend({ mutationFn: (token: string) => confirmAccountDeletion(token) });
