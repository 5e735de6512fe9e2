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

/** The screen's console API; a retry answers as `retryReply` says, or re-queues the job. */
function consoleApi(retryReply?: (call: SentCall) => Response, plans?: PlanOverview[]) {
  return fakeApi((call) => {
    if (call.path === '/api/console/plans/cycles')
      return jsonReply({
        cycles: [
          {
            month: '2026-11',
            plansCharged: 12,
            plansSkipped: 3,
            plansPaused: 1,
            skipped: { nothingLeft: 1, noListing: 2 },
            paused: { funds: 1, price: 0 },
            tonnes: 30,
            chargedCents: 36_000,
            firstRunAt: '2026-11-01T00:05:00Z',
            lastRunAt: '2026-11-01T00:06:00Z',
          },
        ],
      });
    if (call.path === '/api/console/plans') return jsonReply({ plans: plans ?? [plan], page: 1, limit: 10, total: (plans ?? [plan]).length });
    if (call.path === '/api/console/jobs/queues')
      return jsonReply({ queues: [{ queue: 'mail.send', waiting: 2, active: 0, completed: 40, failed: 1 }, { queue: 'plans.cycle', waiting: 0, active: 0, completed: 3, failed: 0 }] });
    if (call.path === '/api/console/jobs/queues/mail.send/failed') return jsonReply({ jobs: [failed], page: Number(call.query.page ?? '1'), limit: 10, total: 11 });
    if (call.path === retryPath) return retryReply ? retryReply(call) : jsonReply({ jobId, queue: 'mail.send', state: 'retry' });
    return jsonReply({ message: 'Not Found' }, 404);
  });
}

async function openFailedJobs() {
  renderPage(<PlansJobsPage />, { path: '/console/jobs' });
  await userEvent.click(await screen.findByRole('button', { name: 'Show the failed jobs of mail.send' }));
  return screen.findByRole('region', { name: 'Failed jobs of mail.send, one page' });
}

describe('PlansJobsPage', () => {
  it('should sort the plans by a header and filter them by status on the server, from the address', async () => {
    const api = consoleApi();
    renderPage(<PlansJobsPage />, { path: '/console/jobs?status=PAUSED&sort=email&order=desc' });
    const lastQuery = () => api.callsTo('/api/console/plans').at(-1)?.query;
    const plans = await screen.findByRole('table', { name: 'Monthly plans' });
    expect(lastQuery()).toEqual({ status: 'PAUSED', sort: 'email', order: 'desc' });
    expect(within(plans).getByRole('columnheader', { name: /Account/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PAUSED');
    await userEvent.click(within(plans).getByRole('button', { name: /Last charge/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'PAUSED', sort: 'lastCharge', order: 'asc' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await waitFor(() => expect(lastQuery()).toEqual({ sort: 'lastCharge', order: 'asc' }));
  });

  it('should show the cycles, the plans and the queues from the server', async () => {
    consoleApi();
    renderPage(<PlansJobsPage />, { path: '/console/jobs' });
    expect(screen.getByRole('heading', { name: 'Plans and jobs', level: 1 })).toBeInTheDocument();
    const cycles = await screen.findByRole('region', { name: 'Monthly cycles, newest first' });
    const cycle = within(cycles).getByText('2026-11').closest('tr')!;
    const cells = within(cycle).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['2026-11', '12', '31 nothing left, 2 no listing', '11 wallet too low']);
    expect(cycle).toHaveTextContent('$360.00');
    const plans = await screen.findByRole('region', { name: 'Monthly plans' });
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
    expect(api.callsTo('/api/console/jobs/queues/mail.send/failed')).toEqual([expect.objectContaining({ method: 'GET', query: {} })]);

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

  it("should sort, search and page a queue's failed jobs on the server, kept in the address beside the plans' view", async () => {
    const api = consoleApi();
    renderPage(<PlansJobsPage />, { path: '/console/jobs?status=PAUSED&jobs.queue=mail.send&jobs.q=smtp' });
    const failedQuery = () => api.callsTo('/api/console/jobs/queues/mail.send/failed').at(-1)?.query;
    const table = await screen.findByRole('table', { name: 'Failed jobs of mail.send, one page' });
    expect(failedQuery()).toEqual({ q: 'smtp' });
    expect(within(table).getByRole('columnheader', { name: /Failed at/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(table).getByRole('button', { name: /Retries/ }));
    await waitFor(() => expect(failedQuery()).toEqual({ q: 'smtp', sort: 'retryCount', order: 'asc' }));
    expect(within(table).getByRole('columnheader', { name: /Retries/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /Failed at/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages of failed jobs of mail.send' })).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(failedQuery()).toEqual({ q: 'smtp', sort: 'retryCount', order: 'asc', page: '2' }));
    // The plans kept their own filter all along.
    expect(api.callsTo('/api/console/plans').every((call) => call.query.status === 'PAUSED')).toBe(true);
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

  it('should say there are no plans yet, or none matching the filters once a filter is set', async () => {
    consoleApi(undefined, []);
    renderPage(<PlansJobsPage />, { path: '/console/jobs' });
    expect(await screen.findByText('No monthly plans yet')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PAUSED');
    expect(await screen.findByText('No plans match these filters')).toBeInTheDocument();
    expect(screen.queryByText('No monthly plans yet')).not.toBeInTheDocument();
  });

  it('should say when no cycle ran, and offer to try again when a list could not be loaded', async () => {
    fakeApi((call) =>
      call.path === '/api/console/plans/cycles' ? jsonReply({ cycles: [] }) : jsonReply({ message: 'Your role cannot do this in the console' }, 403),
    );
    renderPage(<PlansJobsPage />, { path: '/console/jobs' });
    expect(await screen.findByText('No cycle has run yet')).toBeInTheDocument();
    expect(await screen.findByText('This list could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The plans could not be loaded.')).toBeInTheDocument();
  });
});
