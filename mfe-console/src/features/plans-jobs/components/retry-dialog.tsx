import { JobRetryReasonSchema, jobRetryReasonMax, type FailedJob } from '@commons/shared/schemas';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type Resolver } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReasonField } from '../../../components/reason-field';
import { useRetryJob } from '../api/retry-job';

/** What the confirmation says will happen: the job and its queue. */
export const retrySentence = ({ jobId, queue }: FailedJob) => `Retry job ${jobId} of the ${queue} queue?`;

/**
 * The confirmation of a retry: it names the job and its queue, asks for the reason (kept in the
 * audit), and stays open with the server's refusal shown as sent until the operator closes it.
 */
export function RetryDialog({ job, onClose }: { job: FailedJob; onClose: () => void }) {
  const retry = useRetryJob();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({
    resolver: valibotResolver(JobRetryReasonSchema) as Resolver<{ reason: string }>,
    defaultValues: { reason: '' },
  });

  return (
    <ConfirmDialog
      title="Retry job"
      description={`${retrySentence(job)} It waits in its queue and runs again once.`}
      confirm="Retry job"
      busyConfirm="Retrying"
      busy={retry.busy}
      refusal={retry.error?.message}
      onSubmit={handleSubmit(({ reason }) => retry.send({ job, reason }, { onSuccess: onClose }))}
      onClose={onClose}
    >
      <ReasonField label="Reason" hint="Kept in the audit with your name." maxLength={jobRetryReasonMax} error={errors.reason?.message} {...register('reason')} />
    </ConfirmDialog>
  );
}
