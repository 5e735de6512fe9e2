import { sessionActions } from '@commons/shared/session';
import type { Plan } from '@commons/shared/schemas';
import { approvedUser, jsonReply, renderPage, watchToasts, type SentCall } from '@commons/shared/testing';
import { walletQueryKeys } from '@commons/shared/api';
import { createQueryClient } from '@commons/shared/query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CarbonCreditsPage from '../../../exposed/carbon-credits-page';
import { carbonApi, paths, plan, planChangePath, record } from '../../../test/carbon-fixtures';
import { CarbonCreditsTable } from './carbon-credits-table';

// The plans run on the 1st of each month, UTC: the tests read the clock at mid-November 2026,
// two months before December, so a plan shares what is left over two months.
const year = 2026;
const planCell = (row: HTMLElement) => within(row).getAllByRole('cell')[7] as HTMLElement;
const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((button) => button.textContent);

async function rowOf(wanted: number) {
  const table = await screen.findByRole('table', { name: 'Carbon credits by year' });
  const row = within(table).getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === String(wanted));
  if (!row) throw new Error(`No row for ${wanted}`);
  return row;
}

/** Opens the start popup of 2026 once its form has loaded (a chunk of its own). */
async function openStartDialog() {
  await userEvent.click(await within(await rowOf(year)).findByRole('button', { name: 'Start Plan' }));
  await screen.findByRole('radio', { name: 'Cover the rest of the year' });
  return screen.getByRole('dialog', { name: 'Start a Monthly Plan' });
}

/**
 * A fake API with the record of 2026 whose plans list follows what the plan calls reply: each
 * POST path of `replies` (a start on the list's own path) answers with a plan, or a Response.
 */
function plansApi(first: Plan[], replies: Partial<Record<string, () => unknown>> = {}) {
  let plans = first;
  const keep = (reply: unknown) => {
    if (reply instanceof Response) return reply;
    const changed = reply as Plan;
    plans = [changed, ...plans.filter((other) => other.planId !== changed.planId)];
    return changed;
  };
  const answers = Object.fromEntries(
    Object.entries(replies).map(([path, reply]) => [path, (call: SentCall) => (call.method === 'GET' ? plans : keep(reply?.()))]),
  );
  return carbonApi({ [paths.records]: () => [record(year)], [paths.plans]: () => plans, ...answers });
}

describe('Monthly plans on Carbon Credits', () => {
  beforeEach(() => {
    sessionActions.signIn(approvedUser);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.UTC(year, 10, 15, 12)));
  });
  afterEach(() => vi.useRealTimers());

  it('should show an active plan on its row: months, tonnes retired, the next run and its cost', async () => {
    plansApi([plan(year)]);
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    const row = await rowOf(year);
    await waitFor(() => expect(planCell(row)).toHaveTextContent('Plan: 3 of 10 months, 12 t retired. Next Jan 1, 2027: 5 t ($15.50)'));
    // The plan offsets the year: no Checkout beside it (the API refuses one too).
    expect(buttonsOf(row)).toEqual(['Pause', 'Cancel']);
  });

  it('should count the months of a budget, which runs until the year is covered', async () => {
    plansApi([plan(year, { monthlyBudget: 40, nextQuantity: 3, nextAmount: 9.3 })]);
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    const row = await rowOf(year);
    await waitFor(() =>
      expect(planCell(row)).toHaveTextContent('Plan: 3 months at $40.00 a month, 12 t retired. Next Jan 1, 2027: 3 t ($9.30)'),
    );
  });

  it('should show a dash and offer no plan where the year is covered, and ignore ended plans', async () => {
    carbonApi({
      [paths.records]: () => [record(year), record(year - 1, { credits: 24, offsets: 24, badge: 'BLUE' })],
      [paths.plans]: () => [plan(year, { status: 'CANCELLED' }), plan(year - 1, { planId: 'done', status: 'COMPLETED' })],
    });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    const row = await rowOf(year);
    await waitFor(() => expect(buttonsOf(row)).toEqual(['Start Plan', 'Checkout']));
    expect(planCell(row)).toHaveTextContent(/^Start Plan$/);
    expect(buttonsOf(await rowOf(year - 1))).toEqual([]);
    expect(planCell(await rowOf(year - 1))).toHaveTextContent(/^-$/);
  });

  it('should show what to top up for a plan paused for funds, then resume it paying the month', async () => {
    const toasts = watchToasts();
    const paused = plan(year, { status: 'PAUSED', pausedReason: 'FUNDS', topUpNeeded: 40, nextRunOn: null });
    const api = plansApi([paused], { [planChangePath(paused.planId, 'resume')]: () => plan(year, { monthsCovered: 4, tonnesRetired: 17 }) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(walletQueryKeys.balance, { amount: 10 });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits', queryClient });
    const row = await rowOf(year);
    const topUp = await within(row).findByRole('link', { name: 'top up $40.00' });
    expect(planCell(row)).toHaveTextContent('Paused: top up $40.00 to pay the month it missed. 3 of 10 months, 12 t retired.');
    expect(topUp).toHaveAttribute('href', `/wallet?topUp=40&returnTo=${encodeURIComponent('/carbon-credits')}`);

    await userEvent.click(within(row).getByRole('button', { name: 'Resume Plan' }));
    await waitFor(() => expect(planCell(row)).toHaveTextContent('Plan: 4 of 10 months, 17 t retired'));
    const [resume] = api.callsTo(planChangePath(paused.planId, 'resume'));
    expect(resume?.method).toBe('POST');
    // Resuming pays the month left unpaid: one key, so a retry pays it once.
    expect(resume?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts.showing()).toContain('Monthly plan resumed');
    // The month paid moves the year's offsets and the balance: both are asked for again.
    await waitFor(() => expect(api.callsTo(paths.records)).toHaveLength(2));
    expect(queryClient.getQueryState(walletQueryKeys.balance)?.isInvalidated).toBe(true);
  });

  it('should pause at once, sending no idempotency key since no money moves', async () => {
    const api = plansApi([plan(year)], {
      [planChangePath('plan-2026', 'pause')]: () => plan(year, { status: 'PAUSED', pausedReason: 'OWNER', nextRunOn: null }),
    });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    const row = await rowOf(year);
    await userEvent.click(await within(row).findByRole('button', { name: 'Pause Plan' }));
    await waitFor(() => expect(planCell(row)).toHaveTextContent('Paused by you. 3 of 10 months, 12 t retired.'));
    expect(buttonsOf(row)).toEqual(['Resume', 'Cancel']);
    expect(api.callsTo(planChangePath('plan-2026', 'pause'))).toEqual([
      expect.objectContaining({ method: 'POST', body: undefined, idempotencyKey: undefined }),
    ]);
  });

  it('should cancel a plan only once confirmed, then offer a new one', async () => {
    const api = plansApi([plan(year)], { [planChangePath('plan-2026', 'cancel')]: () => plan(year, { status: 'CANCELLED', nextRunOn: null }) });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    const row = await rowOf(year);
    await userEvent.click(await within(row).findByRole('button', { name: 'Cancel Plan' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel Monthly Plan' })).getByRole('button', { name: 'Keep Plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(planChangePath('plan-2026', 'cancel'))).toHaveLength(0);

    await userEvent.click(within(row).getByRole('button', { name: 'Cancel Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Monthly Plan' });
    expect(dialog).toHaveTextContent('Cancel the monthly plan for 2026? No further month is paid. The 12 t it retired stay retired');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(planChangePath('plan-2026', 'cancel'))).toHaveLength(1);
    expect(buttonsOf(row)).toEqual(['Start Plan', 'Checkout']);
    expect(planCell(row)).toHaveTextContent(/^Start Plan$/);
  });

  it("should start a plan covering the rest of the year, showing this month's tonnes and their price", async () => {
    const toasts = watchToasts();
    const api = plansApi([], { [paths.plans]: () => plan(year, { monthsCovered: 1, tonnesRetired: 12, nextQuantity: 12, nextAmount: 37.2 }) });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    const dialog = await openStartDialog();
    expect(within(dialog).getByRole('radio', { name: 'Cover the rest of the year' })).toBeChecked();
    // 24 t left over November and December: 12 t this month, at $3.10 a tonne.
    expect(await within(dialog).findByText(/This month: 12 t CO2e for \$37\.20\./)).toBeInTheDocument();
    expect(api.callsTo(paths.fifo)[0]?.body).toEqual({ requiredQuantity: 12 });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [start] = api.sent.filter((call) => call.path === paths.plans && call.method === 'POST');
    expect(start?.body).toEqual({ operationalDataId: record(year).operationalDataId });
    expect(start?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(toasts.showing()).toContain('Monthly plan for 2026 started');
    expect(planCell(await rowOf(year))).toHaveTextContent('Plan: 1 of 10 months, 12 t retired. Next Jan 1, 2027: 12 t ($37.20)');
  });

  it('should start a fixed budget of whole dollars, refusing anything else at the field', async () => {
    const api = plansApi([], { [paths.plans]: () => plan(year, { monthlyBudget: 40 }) });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    const dialog = await openStartDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A fixed monthly budget' }));
    const budget = within(dialog).getByRole('spinbutton', { name: 'Monthly budget (USD)' });

    await userEvent.clear(budget);
    await userEvent.type(budget, '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Plan' }));
    expect(await within(dialog).findByText('must be an integer')).toBeInTheDocument();
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(budget);
    await userEvent.type(budget, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Plan' }));
    expect(await within(dialog).findByText('must be greater than 0')).toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'POST' && call.path === paths.plans)).toHaveLength(0);

    await userEvent.clear(budget);
    await userEvent.type(budget, '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((call) => call.method === 'POST' && call.path === paths.plans).map((call) => call.body)).toEqual([
      { operationalDataId: record(year).operationalDataId, monthlyBudget: 40 },
    ]);
  });

  it("should keep the popup open with the server's reason when it refuses the plan, and refresh the row", async () => {
    const toasts = watchToasts();
    const reason = "This month's 4 t cost $45.60 and your wallet holds $20.00: top up $26.00 and try again";
    const api = plansApi([], { [paths.plans]: () => jsonReply({ message: reason }, 409) });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    const dialog = await openStartDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A fixed monthly budget' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Plan' }));
    await waitFor(() => expect(toasts.showing()).toEqual([reason]));
    expect(screen.getByRole('dialog', { name: 'Start a Monthly Plan' })).toBeInTheDocument();
    await waitFor(() => expect(api.sent.filter((call) => call.method === 'GET' && call.path === paths.plans)).toHaveLength(2));
    // The popup's own toast goes with it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(toasts.showing()).toEqual([]));
  });

  it("should not start the rest of the year on a balance short of this month, and top up what is short", async () => {
    carbonApi({ [paths.records]: () => [record(year)], [paths.plans]: () => [], [paths.wallet]: () => ({ amount: 20 }) });
    renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
    const dialog = await openStartDialog();
    // 12 t at $3.10: $37.20, $17.20 more than the wallet holds.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wallet balance: $20.00. Not enough for this month: $17.20 short.');
    expect(within(dialog).getByRole('button', { name: 'Start Plan' })).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'Top Up Wallet' })).toHaveAttribute(
      'href',
      `/wallet?topUp=18&returnTo=${encodeURIComponent('/carbon-credits')}`,
    );
    // A budget's month costs at most the budget: the server decides.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'A fixed monthly budget' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start Plan' })).toBeEnabled();
  });

  it("should leave plans out of the wizard's table, which asks for none", async () => {
    const api = plansApi([plan(year)]);
    renderPage(<CarbonCreditsTable />, { path: '/wizard' });
    const row = await rowOf(year);
    expect(within(row).getAllByRole('cell')).toHaveLength(8);
    expect(buttonsOf(row)).toEqual(['Checkout']);
    expect(api.callsTo(paths.plans)).toHaveLength(0);
  });
});
