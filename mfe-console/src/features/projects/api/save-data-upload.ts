import { consoleProjectsQueryKeys, saveDataUpload } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { DataUpload, DataUploadKind } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { savedMessage } from '../seed-summary';

/** What the save sends: the previewed file as read, and the reason. */
export interface SaveDataUploadInput {
  kind: DataUploadKind;
  file: DataUpload;
  reason: string;
}

/** Saves the previewed file with a reason; the projects for sale are read again. */
export function useSaveDataUpload() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (input: SaveDataUploadInput) => saveDataUpload(input),
    shownInPlace: () => true,
    onSuccess: (report, { file }) => {
      void queryClient.invalidateQueries({ queryKey: consoleProjectsQueryKeys.all });
      notify.success(savedMessage(file.name, report));
    },
  });
}
