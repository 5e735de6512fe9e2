import { sessionActions } from '@commons/shared/session';
import { approvedUser, fakeApi, jsonReply, renderPage, type SentCall } from '@commons/shared/testing';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkoutRecord, page, topUpRecord, withdrawalRequest } from '../test/wallet-fixtures';
import WalletPage from './wallet-page';

/** Answers the balance with `balance` and every list with an empty page unless `lists` says otherwise. */
function walletApi(lists: Partial<Record<string, (call: SentCall) => unknown>> = {}, balance = () => 1234.5) {
  return fakeApi((call) => {
    if (call.path === 'wallet/individual/my-wallet') return jsonReply({ amount: balance() });
    const list = lists[call.path];
    if (list) return jsonReply(list(call));
    if (call.path === 'carbon-credits/individual/bank-transfer-orders') return jsonReply({ orders: [], nextCursor: null, prevCursor: null });
    return jsonReply(page(call.path.startsWith('wallet/') ? 'requests' : 'records', []));
  });
}

const rowsOf = (panel: HTMLElement) => within(panel).getAllByRole('row').slice(1);

/** jsdom has no object URLs: a stand-in for this test only. */
function stubObjectUrls() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/certificate-1');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  return createObjectURL;
}

describe('WalletPage', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));
  afterEach(() => focusManager.setFocused(undefined));

  it('should show the balance in USD', async () => {
    walletApi();
    renderPage(<WalletPage />, { path: '/wallet' });
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Wallet Balance' });
    expect(await within(card).findByText('$1,234.50')).toBeInTheDocument();
  });

  it('should refresh the balance when the window regains focus', async () => {
    let balance = 10;
    const api = walletApi({}, () => balance);
    renderPage(<WalletPage />, { path: '/wallet' });
    expect(await screen.findByText('$10.00')).toBeInTheDocument();
    balance = 35;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('$35.00')).toBeInTheDocument();
    expect(api.callsTo('wallet/individual/my-wallet')).toHaveLength(2);
  });

  it('should open on the Checkout tab and load only its list', async () => {
    const api = walletApi();
    renderPage(<WalletPage />, { path: '/wallet' });
    const tabs = within(screen.getByRole('tablist', { name: 'Wallet history' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Pending', 'Completed', 'Checkout', 'Rejected', 'Bank Transfers']);
    expect(screen.getByRole('tab', { name: 'Checkout' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Checkout' });
    expect(await within(panel).findByText('No records yet')).toBeInTheDocument();
    expect(api.sent.map((call) => call.path).sort()).toEqual(['user-history/user-checkout-records', 'wallet/individual/my-wallet']);
    expect(api.callsTo('user-history/user-checkout-records')[0]?.query).toEqual({ historyId: 'history-1', limit: '10' });
  });

  it('should switch tabs by click and by arrow key, each showing its own list', async () => {
    walletApi({
      'wallet/individual/withdrawal-requests/pending': () => page('requests', [withdrawalRequest(7)]),
      'wallet/individual/withdrawal-requests/rejected': () => page('requests', [withdrawalRequest(9, 'REJECTED')]),
      'user-history/topup-withdrawal-records': () => page('records', [topUpRecord(25)]),
    });
    renderPage(<WalletPage />, { path: '/wallet' });

    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    const pending = screen.getByRole('tabpanel', { name: 'Pending' });
    expect(await within(pending).findByText('$7.00')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowRight}');
    const completed = screen.getByRole('tabpanel', { name: 'Completed' });
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    const [topUp] = await within(completed).findAllByRole('row').then((rows) => rows.slice(1));
    expect(within(topUp!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^Mar \d, 2025/),
      'Top-up',
      '$0.00',
      '+$25.00',
      '$25.00',
    ]);

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Bank Transfers' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    const rejected = screen.getByRole('tabpanel', { name: 'Rejected' });
    expect(await within(rejected).findByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('$9.00')).toBeInTheDocument();
  });

  it('should sign the Completed rows, money in and out, and name every type in words', async () => {
    walletApi({
      'user-history/topup-withdrawal-records': () =>
        page('records', [
          { ...topUpRecord(30), recordId: 'w', type: 'WITHDRAWAL', beginningBalance: 100, endingBalance: 70 },
          { ...topUpRecord(30), recordId: 'c', type: 'WITHDRAWAL_CANCELLED' as 'TOPUP', beginningBalance: 70, endingBalance: 100 },
          topUpRecord(100),
        ]),
    });
    renderPage(<WalletPage />, { path: '/wallet' });
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    const panel = screen.getByRole('tabpanel', { name: 'Completed' });
    await waitFor(() => expect(rowsOf(panel)).toHaveLength(3));
    expect(rowsOf(panel).map((row) => within(row).getAllByRole('cell').slice(1).map((cell) => cell.textContent))).toEqual([
      ['Withdrawal', '$100.00', '\u2212$30.00', '$70.00'],
      ['Withdrawal cancelled', '$70.00', '+$30.00', '$100.00'],
      ['Top-up', '$0.00', '+$100.00', '$100.00'],
    ]);
  });

  it('should load ten rows, then the next page from its cursor on Load More, appended', async () => {
    const api = walletApi({
      'user-history/user-checkout-records': (call) =>
        call.query.cursor === 'cursor-10'
          ? page('records', [checkoutRecord(11), checkoutRecord(12)])
          : page('records', Array.from({ length: 10 }, (_, i) => checkoutRecord(i + 1)), 'cursor-10'),
    });
    renderPage(<WalletPage />, { path: '/wallet' });
    const panel = screen.getByRole('tabpanel', { name: 'Checkout' });
    await waitFor(() => expect(rowsOf(panel)).toHaveLength(10));

    await userEvent.click(within(panel).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(rowsOf(panel)).toHaveLength(12));
    expect(api.callsTo('user-history/user-checkout-records').map((call) => call.query)).toEqual([
      { historyId: 'history-1', limit: '10' },
      { historyId: 'history-1', limit: '10', cursor: 'cursor-10' },
    ]);
    expect(within(panel).getByRole('button', { name: 'View certificate of checkout checkout-1' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'View certificate of checkout checkout-12' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('should show each checkout as money out, credits plus fee, with its kind, year and project', async () => {
    walletApi({
      'user-history/user-checkout-records': () =>
        page('records', [
          checkoutRecord(1, { amount: 20, fee: 1.5 }),
          checkoutRecord(2, { retirementKind: 'MONTHLY_OFFSET', year: 2023, checkOutType: 'OFFSET', amount: 8, fee: 0 }),
          checkoutRecord(3, { retirementKind: null, year: null, projectName: null }),
        ]),
    });
    renderPage(<WalletPage />, { path: '/wallet' });
    const panel = screen.getByRole('tabpanel', { name: 'Checkout' });
    await waitFor(() => expect(rowsOf(panel)).toHaveLength(3));
    expect(within(panel).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Type',
      'Year and Project',
      'Quantity',
      'Beginning Balance',
      'Amount',
      'Ending Balance',
      'Certificate',
    ]);
    const [purchase, offset, unknown] = rowsOf(panel).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(purchase).toEqual([
      expect.stringMatching(/^Mar \d, 2025/),
      'Credit purchase',
      '2024Kasigau Corridor REDD+',
      '2 t',
      '$100.00',
      '\u2212$21.50Credits $20.00 + mark-up $1.50',
      '$78.50',
      'View Certificate',
    ]);
    expect(offset?.slice(1, 3)).toEqual(['Monthly offset', '2023Kasigau Corridor REDD+']);
    expect(offset?.slice(5)).toEqual(['\u2212$8.00Credits $8.00 + mark-up $0.00', '$78.50', '-']);
    expect(unknown?.slice(1, 3)).toEqual(['Checkout', '-']);
    expect(within(panel).getAllByRole('button', { name: /View certificate/ })).toHaveLength(2);
  });

  it('should open the certificate PDF from a blob fetched with the session token', async () => {
    const api = fakeApi((call) => {
      if (call.path === 'carbon-credits/confirmation-certificate') {
        return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }
      if (call.path === 'wallet/individual/my-wallet') return jsonReply({ amount: 0 });
      return jsonReply(page('records', [checkoutRecord(1)]));
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = stubObjectUrls();
    renderPage(<WalletPage />, { path: '/wallet' });

    await userEvent.click(await screen.findByRole('button', { name: 'View certificate of checkout checkout-1' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/certificate-1'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    const [request] = api.callsTo('carbon-credits/confirmation-certificate');
    expect(request).toMatchObject({ query: { checkoutId: 'checkout-1' }, authorization: 'Bearer token-1' });
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('%PDF-1.7');
  });

  it('should close the waiting tab when the certificate cannot be fetched', async () => {
    fakeApi((call) => {
      if (call.path === 'carbon-credits/confirmation-certificate') return jsonReply({ message: 'Certificate not found' }, 404);
      if (call.path === 'wallet/individual/my-wallet') return jsonReply({ amount: 0 });
      return jsonReply(page('records', [checkoutRecord(1)]));
    });
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = stubObjectUrls();
    renderPage(<WalletPage />, { path: '/wallet' });

    await userEvent.click(await screen.findByRole('button', { name: 'View certificate of checkout checkout-1' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
