import { isApiError, plansJobsQueryKeys, retryJob } from '@commons/shared/api';
import { useSend } from '@commons/shared/query';
import type { FailedJob } from '@commons/shared/schemas';
import { notify } from '@commons/shared/ui';
import { useQueryClient } from '@tanstack/react-query';

/** The success toast of a retry, naming the job and its queue. */
export const retriedMessage = ({ jobId, queue }: FailedJob) => `Job ${jobId} of ${queue} is waiting to run again`;

/**
 * Sends a failed job back to its queue with the reason. The counts and failed lists are read
 * again after it (the job left the failed list), and after a 404 or 409, which mean the row was
 * out of date; the server's refusal is shown in the dialog, as sent.
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: plansJobsQueryKeys.jobs });
  return useSend({
    mutationFn: ({ job, reason }: { job: FailedJob; reason: string }) => retryJob(job.queue, job.jobId, { reason }),
    shownInPlace: () => true,
    onSuccess: (_retried, { job }) => {
      refresh();
      notify.success(retriedMessage(job));
    },
    onError: (error) => {
      if (isApiError(error) && (error.status === 404 || error.status === 409)) refresh();
    },
  });
}
