import {
  confirmAccountDeletion,
  downloadDataExport,
  getDataExports,
  requestAccountDeletion,
  requestDataExport,
  yourDataQueryKeys,
} from '@commons/shared/api';
import type { DataExportList } from '@commons/shared/schemas';
import { useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';
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

/** Saves a Blob under `fileName`, as a link with `download` does. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads the ZIP of the mailed link's token (the session goes with it). */
export function useDownloadDataExport() {
  return useSend({
    mutationFn: async (token: string) => {
      saveFile(await downloadDataExport(token), `carbon-commons-data-${new Date().toISOString().slice(0, 10)}.zip`);
    },
  });
}

/** Asks to delete the account: the panel shows a refusal's reason; success mails the confirmation. */
export const useRequestAccountDeletion = () =>
  useSend({ mutationFn: (_: void, { idempotencyKey }) => requestAccountDeletion({ idempotencyKey }), shownInPlace: () => true });

/** Erases the account with the mailed confirmation's token. */
export const useConfirmAccountDeletion = () =>
  useSend({ mutationFn: (token: string) => confirmAccountDeletion(token) });
