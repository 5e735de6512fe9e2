import { emissionBars } from '@commons/shared/domain';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, fakeApi, jsonReply, renderPage } from '@commons/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DashboardPage from '../../../exposed/dashboard-page';
import { paths, plan, record } from '../../../test/carbon-fixtures';
import { badgeIconColours } from './badge-tile';
import { EmissionChart } from './emission-chart';

// Victory draws with measurements jsdom does not make; the chart's own test renders it. Here the
// lazy module is replaced, so the test sees exactly what the dashboard hands the chart.
vi.mock('./emission-chart', () => ({ EmissionChart: vi.fn(() => <svg aria-label="emission chart" />) }));


const records = [
  record(2025, { estimatedEmissions: 36, credits: 36, offsets: 36, badge: 'BLUE' }),
  record(2024, { status: 'APPROVED', emissions: 1200, estimatedEmissions: 1188 }),
];

function dashboardApi(reply: () => Response, plans: () => Response = () => jsonReply([])) {
  return fakeApi((call) => {
    if (call.path === paths.records) return reply();
    return call.path === paths.plans ? plans() : jsonReply({ message: 'unexpected' }, 404);
  });
}

const tile = (name: string) => screen.getByRole('group', { name });

describe('DashboardPage', () => {
  beforeEach(() => {
    sessionActions.signIn(approvedUser);
    vi.mocked(EmissionChart).mockClear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23));
  });
  afterEach(() => vi.useRealTimers());

  it('should hand the chart the shared chart data: estimated emissions where actual is missing', async () => {
    dashboardApi(() => jsonReply(records));
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByLabelText('emission chart')).toBeInTheDocument();
    const props = vi.mocked(EmissionChart).mock.lastCall?.[0];
    expect(props?.bars).toEqual(emissionBars(records));
    expect(props?.bars).toEqual([
      { year: 2024, emissions: 1200, offsets: 0 },
      { year: 2025, emissions: 36, offsets: 36 },
    ]);
    expect(props?.title).toBe('Emissions and offsets per year');
  });

  it('should list the chart data in a table for screen readers', async () => {
    dashboardApi(() => jsonReply(records));
    renderPage(<DashboardPage />, { path: '/dashboard' });
    const table = await screen.findByRole('table', { name: 'Emissions and offsets per year' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['YearEmissions (t CO2e)Offsets (t CO2e)', '20241,2000', '20253636']);
  });

  it('should open the panel on the current year, from the current year down to 2023', async () => {
    dashboardApi(() => jsonReply(records));
    renderPage(<DashboardPage />, { path: '/dashboard' });
    const year = await screen.findByRole('combobox', { name: 'Year' });
    expect(year).toHaveValue('2026');
    expect(within(year).getAllByRole('option').map((option) => option.textContent)).toEqual(['2026', '2025', '2024', '2023']);
    // No record for 2026: dashes, and GRAY in words with its gray icon.
    for (const name of ['ESTIMATED EMISSIONS', 'EMISSIONS', 'OFFSETS']) expect(tile(name)).toHaveTextContent(/^[A-Z ]+-$/);
    expect(tile('BADGE')).toHaveTextContent(/^BADGENot yet offset$/);
    expect(tile('BADGE').querySelector('svg[data-badge="GRAY"]')).toHaveAttribute('fill', badgeIconColours.GRAY);
  });

  it('should show the record of the year chosen, with dashes for its missing values', async () => {
    dashboardApi(() => jsonReply(records));
    renderPage(<DashboardPage />, { path: '/dashboard' });
    const year = await screen.findByRole('combobox', { name: 'Year' });

    await userEvent.selectOptions(year, '2025');
    expect(tile('ESTIMATED EMISSIONS')).toHaveTextContent('36 t CO2e');
    expect(tile('EMISSIONS')).toHaveTextContent(/^EMISSIONS-$/);
    expect(tile('OFFSETS')).toHaveTextContent('36 t CO2e');
    expect(tile('BADGE')).toHaveTextContent(/^BADGEOffset$/);
    expect(tile('BADGE').querySelector('svg[data-badge="BLUE"]')).toHaveAttribute('fill', badgeIconColours.BLUE);

    await userEvent.selectOptions(year, '2024');
    expect(tile('ESTIMATED EMISSIONS')).toHaveTextContent('1,188 t CO2e');
    expect(tile('EMISSIONS')).toHaveTextContent('1,200 t CO2e');
    expect(tile('OFFSETS')).toHaveTextContent('0 t CO2e');
    expect(tile('BADGE')).toHaveTextContent(/^BADGENot yet offset$/);

    await userEvent.selectOptions(year, '2023');
    expect(tile('ESTIMATED EMISSIONS')).toHaveTextContent(/^ESTIMATED EMISSIONS-$/);
    expect(tile('BADGE').querySelector('svg[data-badge="GRAY"]')).toBeInTheDocument();
  });

  it('should show an empty account its first step, a link to the wizard, and no chart', async () => {
    dashboardApi(() => jsonReply([]));
    renderPage(<DashboardPage />, { path: '/dashboard' });
    const link = await screen.findByRole('link', { name: 'Record your first year in the Wizard' });
    expect(link).toHaveAttribute('href', '/wizard');
    expect(screen.getByRole('region', { name: "Start with your household's first year" })).toBeInTheDocument();
    expect(screen.queryByLabelText('emission chart')).not.toBeInTheDocument();
    expect(EmissionChart).not.toHaveBeenCalled();
    expect(tile('BADGE')).toHaveTextContent(/^BADGENot yet offset$/);
  });

  it('should show a spinner while loading, then Try Again after a failure', async () => {
    let fail = true;
    const api = dashboardApi(() => (fail ? jsonReply({ message: 'Not allowed' }, 403) : jsonReply(records)));
    renderPage(<DashboardPage />, { path: '/dashboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your dashboard could not be loaded.');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('combobox', { name: 'Year' })).toBeInTheDocument();
    expect(api.callsTo('operational-data/individual')).toHaveLength(2);
  });

  it("should show the year's newest plan: months covered, tonnes retired against the emissions, its status", async () => {
    const plans = [
      plan(2025, { planId: 'new', status: 'PAUSED', pausedReason: 'FUNDS', topUpNeeded: 40, createdAt: '2025-09-02T08:00:00.000Z' }),
      plan(2025, { planId: 'old', status: 'CANCELLED', monthsCovered: 1, createdAt: '2025-03-01T08:00:00.000Z' }),
    ];
    dashboardApi(() => jsonReply(records), () => jsonReply(plans));
    renderPage(<DashboardPage />, { path: '/dashboard' });
    const year = await screen.findByRole('combobox', { name: 'Year' });
    // No plan for 2026.
    expect(screen.queryByRole('group', { name: 'MONTHLY PLAN' })).not.toBeInTheDocument();

    await userEvent.selectOptions(year, '2025');
    const panel = await screen.findByRole('group', { name: 'MONTHLY PLAN' });
    expect(panel).toHaveTextContent('PAUSED');
    // Started in September: four months to December.
    expect(panel).toHaveTextContent('3 of 4 months covered');
    const bar = within(panel).getByRole('progressbar', { name: 'Tonnes retired by the plan' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemax', '36');
    expect(bar).toHaveAttribute('aria-valuetext', '12 of 36 t CO2e retired');
    expect(panel).toHaveTextContent('12 of 36 t CO2e retired');
    expect(panel).toHaveTextContent('Paused: the wallet needs $40.00 more to pay the month.');
  });

  it('should show the dashboard without plans when they cannot be loaded', async () => {
    dashboardApi(() => jsonReply(records), () => jsonReply({ message: 'Not found' }, 404));
    renderPage(<DashboardPage />, { path: '/dashboard' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Year' }), '2025');
    expect(tile('OFFSETS')).toHaveTextContent('36 t CO2e');
    expect(screen.queryByRole('group', { name: 'MONTHLY PLAN' })).not.toBeInTheDocument();
  });
});
