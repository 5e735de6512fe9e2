import { addOperationalData, carbonQueryKeys } from '@commons/shared/api';
import type { CreateOperationalData, OperationalData } from '@commons/shared/schemas';
import { useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';
import { useMutationState, useQueryClient } from '@tanstack/react-query';

/** Names the saves in the mutation cache, so the step can confirm one after its form is gone. */
const addOperationalDataKey = ['operational-data', 'add'] as const;

/** The success toast of a save, so a save says it was done. */
export const operationalDataSavedMessage = (year: number) => `Operational data of ${year} saved`;

/**
 * Saves a year's data. The new record joins the list at once (so the step shows its read-only
 * table without waiting) and the list is then reloaded from the server; a toast confirms it.
 */
export function useAddOperationalData() {
  const queryClient = useQueryClient();
  return useSend({
    mutationKey: addOperationalDataKey,
    mutationFn: (data: CreateOperationalData, { idempotencyKey }) => addOperationalData(data, { idempotencyKey }),
    onSuccess: (record) => {
      queryClient.setQueryData<OperationalData[]>(carbonQueryKeys.operationalData, (records = []) => [
        record,
        ...records.filter((other) => other.operationalDataId !== record.operationalDataId),
      ]);
      void queryClient.invalidateQueries({ queryKey: carbonQueryKeys.operationalData });
      notify.success(operationalDataSavedMessage(record.year));
    },
  });
}

/** The years saved in this tab lately (the mutation cache keeps a finished save 5 minutes). */
export function useSavedYears(): number[] {
  return useMutationState({
    filters: { mutationKey: addOperationalDataKey, status: 'success' },
    select: (mutation) => (mutation.state.data as OperationalData | undefined)?.year ?? null,
  }).filter((year): year is number => year !== null);
}
