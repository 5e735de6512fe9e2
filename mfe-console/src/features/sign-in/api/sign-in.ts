import { consoleQueryKeys, signInToConsole } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { ConsoleSignIn } from '@commons/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Signs in to the console; the reply is the session the host's staff guard asks for, so it is
 * written to that query and the next screen opens without asking again.
 */
export function useConsoleSignIn() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: (body: ConsoleSignIn) => signInToConsole(body),
    onSuccess: (session) => queryClient.setQueryData(consoleQueryKeys.session, session),
  });
}
