import type { QueuedWithdrawal } from '@commons/shared/schemas';
import { fakeApi, jsonReply, renderPage, watchToasts, type SentCall } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pendingWithdrawal, queuePage } from '../test/withdrawal-fixtures';
import WithdrawalsPage from './withdrawals-page';

const queuePath = '/api/console/withdrawals';
const decisionPath = (request: QueuedWithdrawal, action: 'approve' | 'reject') => `${queuePath}/${request.requestId}/${action}`;

/** A queue of two pending requests; a decision answers with `decided`, or as `decisionReply` says. */
function consoleApi(decisionReply?: (call: SentCall, request: QueuedWithdrawal) => Response) {
  const rows = [pendingWithdrawal(1, 120), pendingWithdrawal(2, 35.5)];
  return fakeApi((call) => {
    if (call.path === queuePath) return jsonReply(queuePage(call.query.status === 'COMPLETED' ? [] : rows));
    const request = rows.find((row) => call.path.startsWith(`${queuePath}/${row.requestId}/`));
    if (!request) return jsonReply({ message: 'Not Found' }, 404);
    if (call.path.endsWith('/account')) {
      return jsonReply({ requestId: request.requestId, account: { kind: 'iban', holderName: 'Ada Lovelace', iban: 'NL91ABNA0417164300' } });
    }
    if (decisionReply) return decisionReply(call, request);
    const approve = call.path.endsWith('/approve');
    const reason = (call.body as { reason: string }).reason;
    return jsonReply({
      ...request,
      status: approve ? 'COMPLETED' : 'REJECTED',
      decidedAt: '2026-11-29T12:00:00.000Z',
      decidedBy: 'Olive Operator',
      rejectionReason: approve ? null : reason,
    });
  });
}

/** The Console-Code header of the n-th call, which `SentCall` does not keep. */
const consoleCodeOf = (api: ReturnType<typeof fakeApi>, call: SentCall) =>
  (api.fetch.mock.calls[api.sent.indexOf(call)]![0] as Request).headers.get('console-code');

async function openQueue(path = '/console/withdrawals') {
  renderPage(<WithdrawalsPage />, { path });
  return screen.findByRole('region', { name: 'Withdrawal requests: pending' });
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest('tr')!;

describe('WithdrawalsPage', () => {
  it('should list pending requests oldest first, as the server pages them', async () => {
    const api = consoleApi();
    const table = await openQueue();
    expect(screen.getByRole('heading', { name: 'Withdrawals', level: 1 })).toBeInTheDocument();
    const row = await within(table).findByText('owner1@example.org').then((cell) => cell.closest('tr')!);
    expect(row).toHaveTextContent('00000000-0000-4000-8000-000000000001');
    expect(row).toHaveTextContent('$120.00');
    expect(row).toHaveTextContent('Pending');
    expect(within(table).getByText('$35.50')).toBeInTheDocument();
    // Nothing asked: the server's own default, pending and oldest first.
    expect(api.callsTo(queuePath)).toEqual([expect.objectContaining({ method: 'GET', query: {} })]);
    expect(within(table).getByRole('columnheader', { name: /Requested/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByText('Page 1 of 1 (2 in all)')).toBeInTheDocument();
  });

  it('should ask the server again for another status, and show an empty list as such', async () => {
    const api = consoleApi();
    await openQueue();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Completed');
    const table = await screen.findByRole('region', { name: 'Withdrawal requests: completed' });
    expect(await within(table).findByText('No withdrawal requests match these filters')).toBeInTheDocument();
    expect(api.callsTo(queuePath).at(-1)?.query).toEqual({ status: 'COMPLETED' });
  });

  it('should sort by a header, search and page on the server, from and into the address', async () => {
    const api = fakeApi((call) => (call.path === queuePath ? jsonReply(queuePage([pendingWithdrawal(1, 120)], 25)) : jsonReply({ message: 'Not Found' }, 404)));
    const lastQuery = () => api.callsTo(queuePath).at(-1)?.query;
    renderPage(<WithdrawalsPage />, { path: '/console/withdrawals?status=ALL&q=owner&sort=amount&order=desc' });
    const table = await screen.findByRole('region', { name: 'Withdrawal requests: all statuses' });
    expect(api.callsTo(queuePath)[0]?.query).toEqual({ status: 'ALL', q: 'owner', sort: 'amount', order: 'desc' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ALL');
    expect(screen.getByRole('searchbox', { name: /Account/ })).toHaveValue('owner');
    const amount = within(table).getByRole('columnheader', { name: /Amount/ });
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    // A second click on the sorted header turns it round; another header sorts ascending.
    await userEvent.click(within(amount).getByRole('button'));
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'ALL', q: 'owner', sort: 'amount', order: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: /Decision/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'ALL', q: 'owner', sort: 'decided', order: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Decision/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'ALL', q: 'owner', sort: 'decided', order: 'asc', page: '2' }));
    const search = screen.getByRole('searchbox', { name: /Account/ });
    await userEvent.clear(search);
    await userEvent.type(search, 'ada{Enter}');
    // A new search starts again at page 1.
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'ALL', q: 'ada', sort: 'decided', order: 'asc' }));
  });

  it('should reject only with a reason, behind a confirmation naming the amount and the account, and update the row', async () => {
    const api = consoleApi();
    const toasts = watchToasts();
    const table = await openQueue();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject the withdrawal of $120.00 for owner1@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject withdrawal' });
    expect(dialog).toHaveTextContent('Reject the withdrawal of $120.00 for owner1@example.org?');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The bank details do not match');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: decisionPath(pendingWithdrawal(1), 'reject'), body: { reason: 'The bank details do not match' } }),
    ]);
    const row = rowOf(table, 'owner1@example.org');
    expect(row).toHaveTextContent('Rejected');
    expect(row).toHaveTextContent('Reason: The bank details do not match');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(toasts.showing()).toContain('The withdrawal of $120.00 for owner1@example.org is rejected');
  });

  it("should approve with a reason and the app's code, sent in the Console-Code header", async () => {
    const api = consoleApi();
    const table = await openQueue();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve the withdrawal of $35.50 for owner2@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal' });
    expect(dialog).toHaveTextContent('Approve the withdrawal of $35.50 for owner2@example.org? The amount is paid out to the account.');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Checked the account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and pay out' }));
    expect(await within(dialog).findByText('Code is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '123 456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and pay out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = api.sent.filter((call) => call.method === 'POST');
    expect(sent).toEqual(expect.objectContaining({ path: decisionPath(pendingWithdrawal(2), 'approve'), body: { reason: 'Checked the account' } }));
    expect(consoleCodeOf(api, sent!)).toBe('123456');
    expect(rowOf(table, 'owner2@example.org')).toHaveTextContent('Completed');
  });

  it('should show the masked account in the queue, and the full one in the approval only when asked', async () => {
    const api = consoleApi();
    const table = await openQueue();
    expect(rowOf(table, 'owner1@example.org')).toHaveTextContent('IBAN ending 4300 (Ada Lovelace)');
    await userEvent.click(screen.getByRole('button', { name: 'Approve the withdrawal of $120.00 for owner1@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal' });
    expect(dialog).toHaveTextContent('Paid to: IBAN ending 4300 (Ada Lovelace)');
    expect(api.sent.filter((call) => call.path.endsWith('/account'))).toEqual([]);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Show account' }));
    expect(await within(dialog).findByText('NL91 ABNA 0417 1643 00')).toBeInTheDocument();
    expect(within(dialog).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(api.sent.filter((call) => call.path.endsWith('/account'))).toHaveLength(1);
  });

  it("should show the server's refusal as sent, keep the dialog open and read the queue again", async () => {
    const message = 'Withdrawal request 00000000-0000-4000-8000-000000000001 is COMPLETED; only PENDING requests can be rejected';
    const api = consoleApi(() => jsonReply({ message }, 409));
    await openQueue();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject the withdrawal of $120.00 for owner1@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject withdrawal' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Duplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(api.callsTo(queuePath)).toHaveLength(2));
    expect(within(dialog).getByRole('button', { name: 'Reject request' })).toBeEnabled();
  });

  it('should show a refused code in the dialog, and send again with the next one', async () => {
    let refuse = true;
    const api = consoleApi((call, request) =>
      refuse ? jsonReply({ message: 'Enter the current code from your app to confirm' }, 403) : jsonReply({ ...request, status: 'COMPLETED', decidedAt: '2026-11-29T12:00:00.000Z', decidedBy: 'Olive Operator' }),
    );
    await openQueue();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve the withdrawal of $120.00 for owner1@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Checked the account');
    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and pay out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter the current code from your app to confirm');

    refuse = false;
    await userEvent.clear(within(dialog).getByLabelText('Code from your authenticator app'));
    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '222222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and pay out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = api.sent.filter((call) => call.method === 'POST');
    expect(posts.map((call) => consoleCodeOf(api, call))).toEqual(['111111', '222222']);
  });

  it('should offer to try again when the queue cannot be loaded', async () => {
    fakeApi(() => jsonReply({ message: 'Your role cannot do this in the console' }, 403));
    renderPage(<WithdrawalsPage />, { path: '/console/withdrawals' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The withdrawal requests could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
