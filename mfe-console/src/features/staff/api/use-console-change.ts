import { useSend } from '@commons/shared/query';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** What every confirmed change sends besides its body: the current code of the operator's app. */
export interface Confirmed {
  code: string;
}

/**
 * A change on the Staff screen: sent once per click, its refusal shown in its dialog (not as a
 * toast), and on success the one list it changed is fetched again.
 */
export function useConsoleChange<TBody, TReply>(send: (body: TBody, code: string) => Promise<TReply>, changes: QueryKey) {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: ({ code, ...body }: TBody & Confirmed) => send(body as TBody, code),
    shownInPlace: () => true,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: changes }),
  });
}
