import type { FailedJob, PlanOverview } from '@commons/shared/schemas';
import { fakeApi, jsonReply, renderPage, watchToasts, type SentCall } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlansJobsPage from './plans-jobs-page';

const jobId = '00000000-0000-4000-8000-0000000000a1';
const failed: FailedJob = {
  jobId,
  queue: 'mail.send',
  createdAt: '2026-11-20T10:00:00Z',
  failedAt: '2026-11-20T11:00:00Z',
  error: 'SMTP refused the connection',
  retryCount: 8,
};
const plan: PlanOverview = {
  planId: '00000000-0000-4000-8000-0000000000b1',
  email: 'owner@example.org',
  year: 2026,
  status: 'PAUSED',
  pausedReason: 'FUNDS',
  monthlyBudgetCents: null,
  monthsCovered: 3,
  tonnesRetired: 6,
  lastMonth: '2026-10',
  lastRunAt: '2026-10-01T00:05:00Z',
};
const retryPath = `/api/console/jobs/queues/mail.send/failed/${jobId}/retry`;
const page = <T,>(rows: T[]) => ({ nextCursor: null, prevCursor: null, rows });

/** The screen's console API; a retry answers as `retryReply` says, or re-queues the job. */
function consoleApi(retryReply?: (call: SentCall) => Response) {
  return fakeApi((call) => {
    if (call.path === '/api/console/plans/cycles')
      return jsonReply({ cycles: [{ month: '2026-11', plansCharged: 12, tonnes: 30, chargedCents: 36_000, firstRunAt: '2026-11-01T00:05:00Z', lastRunAt: '2026-11-01T00:06:00Z' }] });
    if (call.path === '/api/console/plans') return jsonReply({ plans: [plan], ...page([]) });
    if (call.path === '/api/console/jobs/queues')
      return jsonReply({ queues: [{ queue: 'mail.send', waiting: 2, active: 0, completed: 40, failed: 1 }, { queue: 'plans.cycle', waiting: 0, active: 0, completed: 3, failed: 0 }] });
    if (call.path === '/api/console/jobs/queues/mail.send/failed') return jsonReply({ jobs: [failed], ...page([]) });
    if (call.path === retryPath) return retryReply ? retryReply(call) : jsonReply({ jobId, queue: 'mail.send', state: 'retry' });
    return jsonReply({ message: 'Not Found' }, 404);
  });
}

async function openFailedJobs() {
  renderPage(<PlansJobsPage />, { path: '/console/jobs' });
  await userEvent.click(await screen.findByRole('button', { name: 'Show the failed jobs of mail.send' }));
  return screen.findByRole('region', { name: 'Failed jobs of mail.send, latest failure first' });
}

describe('PlansJobsPage', () => {
  it('should show the cycles, the plans and the queues from the server', async () => {
    consoleApi();
    renderPage(<PlansJobsPage />, { path: '/console/jobs' });
    expect(screen.getByRole('heading', { name: 'Plans and jobs', level: 1 })).toBeInTheDocument();
    const cycles = await screen.findByRole('region', { name: 'Monthly cycles, newest first' });
    const cycle = within(cycles).getByText('2026-11').closest('tr')!;
    expect(cycle).toHaveTextContent('12');
    expect(cycle).toHaveTextContent('$360.00');
    const plans = await screen.findByRole('region', { name: 'Monthly plans, newest first' });
    const row = (await within(plans).findByText('owner@example.org')).closest('tr')!;
    expect(row).toHaveTextContent('Paused');
    expect(row).toHaveTextContent('wallet too low');
    expect(row).toHaveTextContent('2026-10');
    const queues = await screen.findByRole('region', { name: 'Job queues and their jobs by state' });
    expect(within(queues).getByText('mail.send').closest('tr')).toHaveTextContent('40');
  });

  it("should list a queue's failed jobs and retry one with a reason, behind a confirmation naming the job and queue", async () => {
    const api = consoleApi();
    const toasts = watchToasts();
    const table = await openFailedJobs();
    const row = (await within(table).findByText(jobId)).closest('tr')!;
    expect(row).toHaveTextContent('SMTP refused the connection');
    expect(row).toHaveTextContent('8');
    expect(api.callsTo('/api/console/jobs/queues/mail.send/failed')).toEqual([expect.objectContaining({ method: 'GET', query: { limit: '10' } })]);

    await userEvent.click(within(row).getByRole('button', { name: `Retry job ${jobId} of mail.send` }));
    const dialog = screen.getByRole('dialog', { name: 'Retry job' });
    expect(dialog).toHaveTextContent(`Retry job ${jobId} of the mail.send queue?`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry job' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'SMTP is back');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ path: retryPath, body: { reason: 'SMTP is back' } })]);
    expect(toasts.showing()).toContain(`Job ${jobId} of mail.send is waiting to run again`);
    // The counts and the failed list are read again.
    await waitFor(() => expect(api.callsTo('/api/console/jobs/queues/mail.send/failed')).toHaveLength(2));
  });

  it("should show the server's refusal as sent and keep the dialog open", async () => {
    const message = `Job ${jobId} of mail.send is retry; only failed jobs can be retried`;
    consoleApi(() => jsonReply({ message }, 409));
    const table = await openFailedJobs();
    await userEvent.click(await within(table).findByRole('button', { name: `Retry job ${jobId} of mail.send` }));
    const dialog = screen.getByRole('dialog', { name: 'Retry job' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry job' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Retry job' })).toBeEnabled();
  });

  it('should say when no month was charged, and offer to try again when a list could not be loaded', async () => {
    fakeApi((call) =>
      call.path === '/api/console/plans/cycles' ? jsonReply({ cycles: [] }) : jsonReply({ message: 'Your role cannot do this in the console' }, 403),
    );
    renderPage(<PlansJobsPage />, { path: '/console/jobs' });
    expect(await screen.findByText('No month charged yet')).toBeInTheDocument();
    expect(await screen.findAllByText('This list could not be loaded.')).toHaveLength(2);
  });
});
