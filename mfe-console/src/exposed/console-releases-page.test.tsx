import { fakeApi, jsonReply, renderPage, watchToasts, type SentCall } from '@commons/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { historyPage, releaseBoard } from '../features/releases/release-fixtures';
import ConsoleReleasesPage from './console-releases-page';

/** The console API as the page calls it: the board, the history, and `onSwitch` for each switch. */
function fakeConsole(onSwitch: (call: SentCall) => Response = () => new Response(null, { status: 204 })) {
  return fakeApi((call) => {
    if (call.method === 'POST') return onSwitch(call);
    if (call.path === '/api/console/releases/history') return jsonReply(historyPage);
    return jsonReply(releaseBoard);
  });
}

const renderReleases = () => renderPage(<ConsoleReleasesPage />, { path: '/console/releases' });
const card = async (name: string) => screen.findByRole('region', { name });
const switches = (api: ReturnType<typeof fakeApi>) => api.sent.filter((call) => call.method === 'POST');

describe('ConsoleReleasesPage', () => {
  it("should show each remote's live version, rollout, health gate and its versions' loads and vitals", async () => {
    fakeConsole();
    renderReleases();
    expect(screen.getByRole('heading', { name: 'Releases', level: 1 })).toBeInTheDocument();
    const walletCard = await card('wallet');
    expect(walletCard).toHaveTextContent('1.4.0, since');
    expect(walletCard).toHaveTextContent('by rhea@example.org');
    const hour = within(walletCard).getByRole('table');
    expect(within(hour).getAllByRole('row')[1]).toHaveTextContent(/1\.4\.0.*1,234.*2\.0%.*400 ms.*1,200 ms.*1,800 ms \(80\).*120 ms \(80\).*0\.05 \(80\)/);

    const adminCard = await card('admin');
    expect(adminCard).toHaveTextContent('2.1.0 to 10% of browsers');
    expect(adminCard).toHaveTextContent(/Held.*LCP p75 3200 ms/);
    // Held by the gate: no Promote, the card says why.
    expect(within(adminCard).queryByRole('button', { name: 'Promote' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Loads and web vitals over'), 'Last day');
    const day = within(await card('wallet')).getByRole('table');
    expect(within(day).getAllByRole('row')).toHaveLength(3);
    expect(day).toHaveTextContent('56,789');
    expect(day).toHaveTextContent('no samples');
  });

  it('should roll back only with a reason, confirming the versions by name', async () => {
    const api = fakeConsole();
    const toasts = watchToasts();
    renderReleases();
    await userEvent.click(within(await card('wallet')).getByRole('button', { name: 'Roll back to 1.3.2' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back wallet from 1.4.0 to 1.3.2' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(within(dialog).getByText('reason is required: say why you make this switch')).toBeInTheDocument();
    expect(switches(api)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason'), '  payouts fail on Safari ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await vi.waitFor(() => expect(toasts.showing()).toEqual(['Done: Roll back wallet from 1.4.0 to 1.3.2']));
    expect(switches(api)).toEqual([expect.objectContaining({ path: '/api/console/releases/wallet/rollback', body: { reason: 'payouts fail on Safari' } })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should activate the version picked, and show the server refusal as sent', async () => {
    const api = fakeConsole(() => jsonReply({ message: 'wallet 1.3.2 clashes with the host: react 19 against 18' }, 409));
    renderReleases();
    await userEvent.click(within(await card('wallet')).getByRole('button', { name: 'Activate a version' }));
    expect(screen.getByRole('dialog', { name: 'Activate wallet 1.5.0 in place of 1.4.0' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Version'), '1.3.2');
    const dialog = screen.getByRole('dialog', { name: 'Activate wallet 1.3.2 in place of 1.4.0' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'back to the known good build');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('wallet 1.3.2 clashes with the host: react 19 against 18');
    expect(switches(api)).toEqual([
      expect.objectContaining({ path: '/api/console/releases/wallet/activate', body: { version: '1.3.2', reason: 'back to the known good build' } }),
    ]);
  });

  it("should change a rollout's share as a rollout of its version", async () => {
    const api = fakeConsole();
    renderReleases();
    await userEvent.click(within(await card('admin')).getByRole('button', { name: 'Change share' }));
    const share = screen.getByLabelText('Share of browsers (%)');
    await userEvent.clear(share);
    await userEvent.type(share, '25');
    const dialog = screen.getByRole('dialog', { name: "Change admin 2.1.0's rollout from 10% to 25% of browsers" });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'no failures in an hour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change share' }));
    await vi.waitFor(() =>
      expect(switches(api)).toEqual([
        expect.objectContaining({ path: '/api/console/releases/admin/rollout', body: { version: '2.1.0', percent: 25, reason: 'no failures in an hour' } }),
      ]),
    );
  });

  it('should list the history of switches with who and why, filtered by remote on the server', async () => {
    const api = fakeConsole();
    renderReleases();
    const history = await card('History of switches');
    expect(await within(history).findByText('health-gate')).toBeInTheDocument();
    expect(history).toHaveTextContent('activate 1.4.0 (was 1.3.2)');
    expect(history).toHaveTextContent('2.0.1 failed 9 of 20 loads');
    await userEvent.selectOptions(within(history).getByLabelText('Remote'), 'wallet');
    await vi.waitFor(() => expect(api.sent.at(-1)).toMatchObject({ path: '/api/console/releases/history', query: { remote: 'wallet' } }));
    expect(within(history).getByText('Page 1 of 1 (2 in all)')).toBeInTheDocument();
  });

  it('should sort the history by a header, filter by action and search on the server, from and into the address', async () => {
    const api = fakeConsole();
    const { router } = renderPage(<ConsoleReleasesPage />, { path: '/console/releases?remote=admin&q=gate' });
    const history = await card('History of switches');
    const table = await within(history).findByRole('table', { name: 'Switches of the remotes' });
    const historyQuery = () => api.sent.filter((call) => call.path === '/api/console/releases/history').at(-1)?.query;
    expect(historyQuery()).toEqual({ remote: 'admin', q: 'gate' });
    expect(within(table).getByRole('columnheader', { name: /When/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(table).getByRole('button', { name: /Version/ }));
    await vi.waitFor(() => expect(historyQuery()).toEqual({ remote: 'admin', q: 'gate', sort: 'version', order: 'asc' }));
    expect(within(table).getByRole('columnheader', { name: /Version/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.selectOptions(within(history).getByLabelText('Action'), 'abort');
    await vi.waitFor(() => expect(historyQuery()).toEqual({ remote: 'admin', q: 'gate', sort: 'version', order: 'asc', action: 'abort' }));
    expect(router.state.location.search).toBe('?sort=version&order=asc&remote=admin&q=gate&action=abort');
  });

  it('should show who froze a remote and why, hide its switches saying why, and unfreeze it with a reason', async () => {
    const api = fakeConsole();
    renderReleases();
    const carbonCard = await card('carbon');
    expect(carbonCard).toHaveTextContent(/Frozen by rel@example\.org since .+: year-end close/);
    expect(carbonCard).toHaveTextContent('No switch of carbon until it is unfrozen');
    expect(within(carbonCard).queryByRole('button', { name: /Roll back|Activate|Roll out/ })).not.toBeInTheDocument();

    await userEvent.click(within(carbonCard).getByRole('button', { name: 'Unfreeze' }));
    const dialog = screen.getByRole('dialog', { name: /^Unfreeze carbon, frozen by rel@example\.org since / });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unfreeze' }));
    expect(within(dialog).getByText('reason is required: say why you freeze or unfreeze the remote')).toBeInTheDocument();
    expect(switches(api)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'close done');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unfreeze' }));
    await vi.waitFor(() => expect(switches(api)).toEqual([expect.objectContaining({ path: '/api/console/releases/carbon/unfreeze', body: { reason: 'close done' } })]));
  });

  it('should freeze a remote with a reason after a confirmation that says what it stops, and show the refusal as sent', async () => {
    const api = fakeConsole(() => jsonReply({ message: 'wallet is frozen by kim@example.org since 29 Nov 2026 23:40 UTC: audit; it is already frozen' }, 409));
    renderReleases();
    const walletCard = await card('wallet');
    expect(walletCard).toHaveTextContent('Not frozen');
    await userEvent.click(within(walletCard).getByRole('button', { name: 'Freeze' }));
    const dialog = screen.getByRole('dialog', { name: 'Freeze wallet: no switch of it until it is unfrozen' });
    expect(dialog).toHaveTextContent('the health gate still aborts a failing rollout');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'year-end close');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('wallet is frozen by kim@example.org since 29 Nov 2026 23:40 UTC: audit; it is already frozen');
    expect(switches(api)).toEqual([expect.objectContaining({ path: '/api/console/releases/wallet/freeze', body: { reason: 'year-end close' } })]);
  });
});
