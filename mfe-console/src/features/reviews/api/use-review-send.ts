import { reviewQueryKeys } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import { useQueryClient } from '@tanstack/react-query';

/**
 * A review decision: sent once, its refusal shown in the confirmation that sent it (not as a
 * toast), and on success every Reviews list and account refreshed, as one decision moves an
 * account, a document or a record between them.
 */
export function useReviewSend<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn,
    shownInPlace: () => true,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewQueryKeys.all }),
  });
}
