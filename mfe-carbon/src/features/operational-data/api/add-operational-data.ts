import { addOperationalData, carbonQueryKeys } from '@commons/shared/api';
import type { CreateOperationalData, OperationalData } from '@commons/shared/schemas';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Saves a year's data. The new record joins the list at once (so the step shows its read-only
 * table without waiting) and the list is then reloaded from the server.
 */
export function useAddOperationalData() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (data: CreateOperationalData, { idempotencyKey }) => addOperationalData(data, { idempotencyKey }),
    onSuccess: (record) => {
      queryClient.setQueryData<OperationalData[]>(carbonQueryKeys.operationalData, (records = []) => [
        record,
        ...records.filter((other) => other.operationalDataId !== record.operationalDataId),
      ]);
      void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.operationalData });
    },
  });
}
