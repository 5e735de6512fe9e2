import { consoleProjectsQueryKeys, saveDataUpload } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { savedMessage } from '../seed-summary';

/** Saves the previewed file with a reason; the projects for sale are read again. */
export function useSaveDataUpload() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: saveDataUpload,
    shownInPlace: () => true,
    onSuccess: (report, { file }) => {
      void queryClient.invalidateQueries({ queryKey: consoleProjectsQueryKeys.all });
      notify.success(savedMessage(file.name, report));
    },
  });
}
