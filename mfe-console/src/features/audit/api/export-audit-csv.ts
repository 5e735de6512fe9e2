import { exportAuditCsv } from '@commons/shared/api';
import { auditExportFileName, type AuditFilter } from '@commons/shared/schemas';
import { saveFile } from '@commons/shared/ui-kit';
import { useMutation } from '@tanstack/react-query';

/**
 * Downloads the CSV of every event matching `filter`, the file `pnpm ops audit export` writes. A
 * failure is shown by the API client as the server sent it; `busy` keeps a second click out.
 */
export function useAuditExport() {
  const { mutate, isPending } = useMutation({
    mutationFn: (filter: AuditFilter) => exportAuditCsv(filter),
    onSuccess: (csv) => saveFile(csv, auditExportFileName(new Date())),
  });
  const exportCsv = (filter: AuditFilter) => {
    if (!isPending) mutate(filter);
  };
  return { exportCsv, busy: isPending };
}
