import { fakeApi, jsonReply, renderPage, type SentCall } from '@commons/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditEventsPage } from '../test/console-fixtures';
import ConsoleAuditPage from './console-audit-page';

const eventsPath = '/api/console/audit/events';
const olderPage = {
  events: [{ ...auditEventsPage.events[1]!, id: 10, kind: 'withdrawals.approve', target: 'wr_9' }],
  page: 2,
  limit: 2,
  total: 3,
};

/** The audit's endpoints as a server would answer them: two pages of events, the kinds, the CSV. */
function auditApi(overrides: (call: SentCall) => Response | undefined = () => undefined) {
  return fakeApi((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/api/console/audit/kinds') return jsonReply({ kinds: ['accounts.reject', 'releases.activate'] });
    if (call.path === '/api/console/audit/export') return new Response('id,at\r\n', { headers: { 'content-type': 'text/csv' } });
    return jsonReply(call.query.page === '2' ? olderPage : auditEventsPage);
  });
}

const eventCalls = (sent: SentCall[]) => sent.filter((call) => call.path === eventsPath).map((call) => call.query);

describe('ConsoleAuditPage', () => {
  it('should show who, what, target, when and why of each event, and its change on demand', async () => {
    auditApi();
    renderPage(<ConsoleAuditPage />, { path: '/console/audit' });
    expect(screen.getByRole('heading', { name: 'Audit', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit events' });
    const [, staffRow, automationRow] = within(table).getAllByRole('row');
    expect(staffRow).toHaveTextContent(/2026-03-02 08:15 UTC.*Olive Operator.*staff member.*accounts\.reject.*a@example\.com.*Forged documents/);
    expect(automationRow).toHaveTextContent(/alice.*automation.*releases\.activate.*wallet.*None given.*No fields recorded/);
    await userEvent.click(within(staffRow!).getByRole('button', { name: /Show change \(1 field\)/ }));
    const change = within(staffRow!).getByRole('definition');
    expect(change).toHaveTextContent('"REVIEWING" → "REJECTED"');
    expect(within(staffRow!).getByRole('button', { name: /Hide change/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('should ask the server for the filters in the address, and show them in the form', async () => {
    const api = auditApi();
    renderPage(<ConsoleAuditPage />, { path: '/console/audit?actor=alice&kind=releases&from=2026-03-01' });
    await screen.findByRole('table');
    expect(eventCalls(api.sent)).toEqual([{ actor: 'alice', kind: 'releases', from: '2026-03-01' }]);
    expect(screen.getByLabelText('Who')).toHaveValue('alice');
    expect(screen.getByLabelText('Kind')).toHaveValue('releases');
    expect(screen.getByLabelText('From (UTC day)')).toHaveValue('2026-03-01');
  });

  it('should put applied filters in the address and ask the server with them', async () => {
    const api = auditApi();
    const { router } = renderPage(<ConsoleAuditPage />, { path: '/console/audit' });
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Kind'), 'accounts');
    await userEvent.type(screen.getByLabelText('Who'), 'Olive Operator');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?actor=Olive+Operator&kind=accounts');
    await vi.waitFor(() => expect(eventCalls(api.sent)).toEqual([{}, { actor: 'Olive Operator', kind: 'accounts' }]));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
  });

  it('should refuse a kind the server would refuse, with the same words, before asking', async () => {
    const api = auditApi();
    renderPage(<ConsoleAuditPage />, { path: '/console/audit' });
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Kind'), 'Accounts!');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('must be like accounts or accounts.approve')).toBeInTheDocument();
    expect(eventCalls(api.sent)).toHaveLength(1);
  });

  it('should ask the server for the next numbered page, keeping the filters, the page in the address', async () => {
    const api = auditApi();
    const { router } = renderPage(<ConsoleAuditPage />, { path: '/console/audit?kind=accounts' });
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 2 (3 in all)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('wr_9')).toBeInTheDocument();
    expect(eventCalls(api.sent)).toEqual([{ kind: 'accounts' }, { kind: 'accounts', page: '2' }]);
    expect(router.state.location.search).toBe('?kind=accounts&page=2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('should sort by a header on the server, and export the filters only, newest first', async () => {
    const api = auditApi();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:audit'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { router } = renderPage(<ConsoleAuditPage />, { path: '/console/audit?actor=alice&page=2' });
    const table = await screen.findByRole('table', { name: 'Audit events' });
    expect(within(table).getByRole('columnheader', { name: /When/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(table).getByRole('button', { name: /What/ }));
    await vi.waitFor(() => expect(eventCalls(api.sent).at(-1)).toEqual({ actor: 'alice', sort: 'kind', order: 'asc' }));
    expect(router.state.location.search).toBe('?actor=alice&sort=kind&order=asc');
    expect(within(table).getByRole('columnheader', { name: /What/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /When/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.sent.filter((call) => call.path === '/api/console/audit/export').map((call) => call.query)).toEqual([{ actor: 'alice' }]);
    // Applying filters keeps the sort and starts again at page 1.
    await userEvent.type(screen.getByLabelText('Kind'), 'accounts');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?sort=kind&order=asc&actor=alice&kind=accounts');
  });

  it('should download the CSV of the filtered events', async () => {
    const api = auditApi();
    // jsdom makes no object URLs, and a link's click would try to navigate.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:audit'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<ConsoleAuditPage />, { path: '/console/audit?actor=alice' });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.sent.filter((call) => call.path === '/api/console/audit/export')).toEqual([expect.objectContaining({ method: 'GET', query: { actor: 'alice' } })]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^audit-events-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('should show the server’s refusal of the filters as it was sent', async () => {
    auditApi((call) => (call.path === eventsPath ? jsonReply({ message: 'from must not be after to' }, 400) : undefined));
    renderPage(<ConsoleAuditPage />, { path: '/console/audit?from=2026-03-03&to=2026-03-01' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit could not be loaded: from must not be after to');
  });

  it('should say when no event matches', async () => {
    auditApi((call) => (call.path === eventsPath ? jsonReply({ events: [], page: 1, limit: 50, total: 0 }) : undefined));
    renderPage(<ConsoleAuditPage />, { path: '/console/audit?actor=nobody' });
    expect(await screen.findByText('No audit events match these filters')).toBeInTheDocument();
  });
});
