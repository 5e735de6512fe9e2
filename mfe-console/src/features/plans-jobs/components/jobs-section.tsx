import { formatDateTime } from '@commons/shared/domain';
import type { FailedJob, FailedJobsQueryInput, JobQueueCounts } from '@commons/shared/schemas';
import { Button, LoadFailed, Spinner, Stack } from '@commons/shared/ui';
import { missing } from '@commons/shared/ui-kit';
import { Table, type Column } from '@commons/shared/ui-kit';
import { useState } from 'react';
import { Pager, positionOf } from '../../../components/pager';
import { TableSearch } from '../../../components/table-search';
import { useTableUrl } from '../../../components/table-url';
import { useFailedJobs, useJobQueues } from '../api/plans-jobs-queries';
import { Figure, Mono } from './cells';
import { QueryTable } from './query-table';
import { RetryDialog } from './retry-dialog';
import { Heading, Intro, Section } from './section';

const count = (key: Exclude<keyof JobQueueCounts, 'queue'>) => (queue: JobQueueCounts) => <Figure>{queue[key]}</Figure>;

/** The failed jobs' view in the address, beside the plans' own: `jobs.queue`, `jobs.sort`, `jobs.page`, ... */
const failedFilters = ['queue', 'q'] as const;
type FailedJobsTable = ReturnType<typeof useTableUrl<(typeof failedFilters)[number]>>;

/**
 * One queue's failed jobs, a numbered page the server sorts (the latest failure first unless a
 * header says otherwise) and searches by error, each with Retry.
 */
function FailedJobs({ queue, table }: { queue: string; table: FailedJobsTable }) {
  const { queue: _shown, ...view } = table.view;
  // The address is passed on as it is: the server refuses what it does not know, with a message.
  const jobs = useFailedJobs(queue, view as FailedJobsQueryInput);
  const [retrying, setRetrying] = useState<FailedJob | null>(null);
  const q = table.view.q ?? '';
  const columns: Column<FailedJob>[] = [
    { header: 'Job', cell: (job) => <Mono>{job.jobId}</Mono> },
    { header: 'Created', cell: (job) => formatDateTime(job.createdAt), sortKey: 'createdAt' },
    { header: 'Failed at', cell: (job) => (job.failedAt ? formatDateTime(job.failedAt) : missing), sortKey: 'failedAt' },
    { header: 'Error', cell: (job) => job.error ?? missing },
    { header: 'Retries', cell: (job) => <Figure>{job.retryCount}</Figure>, sortKey: 'retryCount' },
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
      <TableSearch key={q} name="Search the failed jobs" label="Error" hint="Part of the error, any case" value={q} onSearch={(text) => table.change({ q: text })} />
      {jobs.isError && !jobs.data ? (
        <LoadFailed onRetry={() => void jobs.refetch()}>The failed jobs could not be loaded.</LoadFailed>
      ) : !jobs.data ? (
        <Spinner label="Loading" />
      ) : (
        <Stack $gap={12}>
          <Table
            caption={`Failed jobs of ${queue}, one page`}
            columns={columns}
            rows={jobs.data.jobs}
            rowKey={(job) => job.jobId}
            emptyText={q ? 'No failed job matches this search' : 'No failed jobs'}
            sorting={table.sorting}
          />
          <Pager label={`Pages of failed jobs of ${queue}`} {...positionOf(jobs.data)} onPage={table.onPage} />
        </Stack>
      )}
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
  const failed = useTableUrl(failedFilters, { sort: 'failedAt', order: 'desc' }, 'jobs.');
  const shown = failed.view.queue ?? null;
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
          // Another queue starts afresh: its own first page, the latest failure first.
          onClick={() => failed.change({ queue: queue.queue, sort: '', order: '', q: '' })}
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
      {shown && <FailedJobs key={shown} queue={shown} table={failed} />}
    </>
  );
}
