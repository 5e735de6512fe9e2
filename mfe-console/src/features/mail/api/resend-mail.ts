import { mailQueryKeys, resendMail } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';

/** One resend as the dialog sends it: the mail, named for the toast, and why. */
export interface ResendInput {
  mailId: string;
  to: string;
  subject: string;
  reason: string;
}

/**
 * Queues a copy of a mail. The new entry is the newest of the outbox, so every list is read
 * again; the server's refusals (a security mail's 409, a missing reason) are shown in the dialog as sent.
 */
export function useResendMail() {
  const queryClient = useQueryClient();
  return useSend({
    mutationFn: ({ mailId, reason }: ResendInput) => resendMail(mailId, { reason }),
    shownInPlace: () => true,
    onSuccess: (_copy, { to, subject }) => {
      void queryClient.invalidateQueries({ queryKey: mailQueryKeys.lists });
      notify.success(`“${subject}” is queued again for ${to}`);
    },
  });
}
