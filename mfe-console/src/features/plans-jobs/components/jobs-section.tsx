import { formatDateTime } from '@commons/shared/domain';
import type { FailedJob, JobQueueCounts } from '@commons/shared/schemas';
import { Button, missing, PagedTable, type Column } from '@commons/shared/ui';
import { useState } from 'react';
import { useFailedJobs, useJobQueues } from '../api/plans-jobs-queries';
import { Figure, Mono } from './cells';
import { QueryTable } from './query-table';
import { RetryDialog } from './retry-dialog';
import { Heading, Intro, Section } from './section';

const count = (key: Exclude<keyof JobQueueCounts, 'queue'>) => (queue: JobQueueCounts) => <Figure>{queue[key]}</Figure>;

/** One queue's failed jobs, the latest failure first (the server pages them), each with Retry. */
function FailedJobs({ queue }: { queue: string }) {
  const jobs = useFailedJobs(queue);
  const [retrying, setRetrying] = useState<FailedJob | null>(null);
  const columns: Column<FailedJob>[] = [
    { header: 'Job', cell: (job) => <Mono>{job.jobId}</Mono> },
    { header: 'Created', cell: (job) => formatDateTime(job.createdAt) },
    { header: 'Failed at', cell: (job) => (job.failedAt ? formatDateTime(job.failedAt) : missing) },
    { header: 'Error', cell: (job) => job.error ?? missing },
    { header: 'Retries', cell: (job) => <Figure>{job.retryCount}</Figure> },
    {
      header: 'Actions',
      cell: (job) => (
        <Button variant="secondary" aria-label={`Retry job ${job.jobId} of ${job.queue}`} onClick={() => setRetrying(job)}>
          Retry
        </Button>
      ),
    },
  ];
  return (
    <Section aria-labelledby="failed-jobs">
      <Heading id="failed-jobs">Failed jobs of {queue}</Heading>
      <PagedTable query={jobs} caption={`Failed jobs of ${queue}, latest failure first`} columns={columns} rowKey={(job) => job.jobId} />
      {retrying && <RetryDialog job={retrying} onClose={() => setRetrying(null)} />}
    </Section>
  );
}

/**
 * The job engine's queues with their counts (as `pnpm ops jobs list` counts them), and the
 * failed jobs of the queue chosen, each of which can be retried with a reason.
 */
export function JobsSection() {
  const queues = useJobQueues();
  const [shown, setShown] = useState<string | null>(null);
  const columns: Column<JobQueueCounts>[] = [
    { header: 'Queue', cell: (queue) => <Mono>{queue.queue}</Mono> },
    { header: 'Waiting', cell: count('waiting') },
    { header: 'Running', cell: count('active') },
    { header: 'Done', cell: count('completed') },
    { header: 'Failed', cell: count('failed') },
    {
      header: 'Actions',
      cell: (queue) => (
        <Button
          variant="secondary"
          aria-label={`Show the failed jobs of ${queue.queue}`}
          aria-pressed={shown === queue.queue}
          onClick={() => setShown(queue.queue)}
        >
          Failed jobs
        </Button>
      ),
    },
  ];
  return (
    <>
      <Section aria-labelledby="job-queues">
        <Heading id="job-queues">Job queues</Heading>
        <Intro>A failed job has spent its attempts. Retrying sends it back to its queue for one more, with your reason kept in the audit.</Intro>
        <QueryTable query={queues} caption="Job queues and their jobs by state" columns={columns} rowKey={(queue) => queue.queue} emptyText="No queues" />
      </Section>
      {shown && <FailedJobs key={shown} queue={shown} />}
    </>
  );
}
