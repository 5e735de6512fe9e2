import { formatCreditorReference } from '@commons/shared/domain';
import { mistypedReferenceMessage, type ProviderOrder } from '@commons/shared/schemas';
import { fakeApi, jsonReply, renderPage, watchToasts, type SentCall } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ordersPage, providerOrder, providerProjects, referenceOf } from '../test/bank-transfer-fixtures';
import BankTransfersPage from './bank-transfers-page';

const base = '/api/console/bank-transfers';
const ordersPath = `${base}/orders`;
const findPath = `${ordersPath}/by-reference`;
const markPath = (order: ProviderOrder, mark: 'in-progress' | 'paid') => `${ordersPath}/${order.orderId}/${mark}`;

/**
 * The provider's server: an order awaiting payment and one in progress; a mark answers with the
 * order moved on, or as `markReply` says.
 */
function consoleApi(markReply?: (call: SentCall) => Response) {
  const rows = [providerOrder(1), providerOrder(2, 'in_progress', 35.5)];
  return fakeApi((call) => {
    if (call.path === `${base}/projects`) return jsonReply(providerProjects);
    if (call.path === ordersPath) return jsonReply(call.query.state === 'paid' ? ordersPage([], 1) : ordersPage(rows, Number(call.query.page), 12));
    if (call.path === findPath) {
      const found = rows.find((row) => row.reference === call.query.reference);
      return found ? jsonReply(found) : jsonReply({ message: 'No order of your projects has this reference' }, 404);
    }
    if (markReply) return markReply(call);
    const order = rows.find((row) => call.path.startsWith(`${ordersPath}/${row.orderId}/`))!;
    return jsonReply(call.path.endsWith('/paid') ? { ...order, state: 'paid', paidAt: '2026-11-29T12:00:00.000Z' } : { ...order, state: 'in_progress' });
  });
}

function openScreen(path = '/console/bank-transfers') {
  const view = renderPage(<BankTransfersPage />, { path, route: '/console/bank-transfers' });
  return { ...view, table: () => screen.findByRole('region', { name: /^Orders: / }, { timeout: 10_000 }) };
}

const posts = (api: ReturnType<typeof fakeApi>) => api.sent.filter((call) => call.method === 'POST');

// Journeys of several dialogs and fields: a loaded machine takes longer than the 5 s default.
describe('BankTransfersPage', { timeout: 20_000 }, () => {
  it("should list the provider's orders awaiting payment oldest first, as the server pages them", async () => {
    const api = consoleApi();
    const table = await openScreen().table();
    expect(screen.getByRole('heading', { name: 'Bank transfers', level: 1 })).toBeInTheDocument();
    expect(table).toHaveAccessibleName('Orders: awaiting payment, all your projects, oldest first');
    const row = within(table).getByText(formatCreditorReference(referenceOf(1))).closest('tr')!;
    for (const text of ['Kenya cookstoves (vintage 2024)', '2025', '4 t', '$120.00', 'Awaiting payment']) expect(row).toHaveTextContent(text);
    expect(within(row).getByRole('button', { name: `Mark in progress, order ${formatCreditorReference(referenceOf(1))}` })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages of orders' })).toHaveTextContent('Page 1 of 2 (12 in all)');
    expect(api.callsTo(ordersPath)).toEqual([expect.objectContaining({ method: 'GET', query: { page: '1', state: 'awaiting_payment', projectId: '', sort: 'oldest' } })]);
  });

  it('should keep the filters and the page in the address, and ask the server again for each', async () => {
    const api = consoleApi();
    const { router, table } = openScreen();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await userEvent.selectOptions(screen.getByLabelText('Project'), 'Andes hydro');
    await userEvent.selectOptions(screen.getByLabelText('Ordered'), 'Newest first');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'Paid');
    expect(router.state.location.search).toBe('?state=paid&project=GS2443&sort=newest');
    const empty = await screen.findByRole('region', { name: 'Orders: paid, Andes hydro, newest first' });
    expect(await within(empty).findByText('No orders match these filters')).toBeInTheDocument();
    expect(api.callsTo(ordersPath).map((call) => call.query)).toContainEqual({ page: '2', state: 'awaiting_payment', projectId: '', sort: 'oldest' });
    expect(api.callsTo(ordersPath).at(-1)?.query).toEqual({ page: '1', state: 'paid', projectId: 'GS2443', sort: 'newest' });
  });

  it('should read the view from the address it is opened at', async () => {
    const api = consoleApi();
    await openScreen('/console/bank-transfers?state=in_progress&sort=newest&page=3').table();
    expect(api.callsTo(ordersPath)[0]?.query).toEqual({ page: '3', state: 'in_progress', projectId: '', sort: 'newest' });
    expect(screen.getByLabelText('State')).toHaveValue('in_progress');
  });

  it("should refuse a mistyped reference by its check digits, find a typed one, and show the server's refusal", async () => {
    const api = consoleApi();
    const { router } = openScreen();
    const find = async (reference: string) => {
      await userEvent.clear(screen.getByLabelText('Find by reference'));
      await userEvent.paste(reference);
      await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    };
    await find('RF19 5390 0754 7031');
    expect(await screen.findByText(mistypedReferenceMessage)).toBeInTheDocument();
    expect(api.callsTo(findPath)).toEqual([]);

    await find(formatCreditorReference(referenceOf(2)).toLowerCase());
    const card = screen.getByRole('heading', { name: 'Find an order' }).parentElement!;
    expect(await within(card).findByRole('button', { name: `Mark paid, order ${formatCreditorReference(referenceOf(2))}` })).toBeInTheDocument();
    expect(card).toHaveTextContent('$35.50');
    expect(card).toHaveTextContent('In progress');
    expect(api.callsTo(findPath)).toEqual([expect.objectContaining({ query: { reference: referenceOf(2) } })]);
    expect(router.state.location.search).toBe(`?reference=${referenceOf(2)}`);

    await find(referenceOf(7));
    expect(await screen.findByRole('alert')).toHaveTextContent('No order of your projects has this reference');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('should mark an order in progress behind a confirmation, tell the provider and read the orders again', async () => {
    const api = consoleApi();
    const toasts = watchToasts();
    await openScreen().table();
    const reference = formatCreditorReference(referenceOf(1));
    await userEvent.click(screen.getByRole('button', { name: `Mark in progress, order ${reference}` }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order in progress' });
    expect(dialog).toHaveTextContent(`Mark the order ${reference} of $120.00 (4 t of Kenya cookstoves) in progress? The buyer is told by email`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark in progress' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(api)).toEqual([expect.objectContaining({ path: markPath(providerOrder(1), 'in-progress') })]);
    expect(toasts.showing()).toContain(`The order ${reference} of $120.00 is in progress`);
    await waitFor(() => expect(api.callsTo(ordersPath)).toHaveLength(2));
  });

  it('should mark paid with the amount and reference received, keeping a mismatch refused by the server in the dialog', async () => {
    let refuse = true;
    const api = consoleApi(() =>
      refuse ? jsonReply({ message: 'The amount received, $35.00, is not the $35.50 of this order' }, 400) : jsonReply({ ...providerOrder(2, 'paid', 35.5) }),
    );
    await openScreen().table();
    const reference = formatCreditorReference(referenceOf(2));
    await userEvent.click(screen.getByRole('button', { name: `Mark paid, order ${reference}` }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order paid' });
    expect(dialog).toHaveTextContent(`The order ${reference} is for $35.50`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findAllByText('required')).toHaveLength(1);
    expect(within(dialog).getByText('Enter the reference')).toBeInTheDocument();
    expect(posts(api)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Amount received (USD)'), '35');
    await userEvent.type(within(dialog).getByLabelText('Reference as received'), reference);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The amount received, $35.00, is not the $35.50 of this order');
    expect(posts(api)).toEqual([expect.objectContaining({ path: markPath(providerOrder(2), 'paid'), body: { amount: 35, reference: referenceOf(2) } })]);

    refuse = false;
    await userEvent.clear(within(dialog).getByLabelText('Amount received (USD)'));
    await userEvent.type(within(dialog).getByLabelText('Amount received (USD)'), '35.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(api).at(-1)?.body).toEqual({ amount: 35.5, reference: referenceOf(2) });
  });

  it('should send a double-clicked Mark paid once', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = consoleApi(() => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response);
    await openScreen().table();
    const reference = formatCreditorReference(referenceOf(2));
    await userEvent.click(screen.getByRole('button', { name: `Mark paid, order ${reference}` }));
    const dialog = screen.getByRole('dialog', { name: 'Mark order paid' });
    await userEvent.type(within(dialog).getByLabelText('Amount received (USD)'), '35.50');
    await userEvent.type(within(dialog).getByLabelText('Reference as received'), reference);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Marking paid' })).toBeDisabled();
    answer(jsonReply(providerOrder(2, 'paid', 35.5)));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(api)).toHaveLength(1);
  });

  it('should offer to try again when the orders cannot be loaded', async () => {
    fakeApi(() => jsonReply({ message: 'Your role cannot do this in the console' }, 403));
    renderPage(<BankTransfersPage />, { path: '/console/bank-transfers' });
    expect(await screen.findByText('The orders could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
