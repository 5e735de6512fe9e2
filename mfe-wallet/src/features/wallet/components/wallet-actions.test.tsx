import type { WithdrawalRequest } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, fakeApi, jsonReply, renderPage, watchToasts, type SentCall } from '@commons/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { page, withdrawalRequest } from '../../../test/wallet-fixtures';
import WalletPage from '../../../exposed/wallet-page';
import { linkSentText } from './verify-first-notice';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The wallet API with a balance of `balance()` and a pending list of `pending()`. */
function walletApi({
  balance = (): number => 100,
  pending = (): WithdrawalRequest[] => [withdrawalRequest(1)],
} = {}) {
  return fakeApi((call: SentCall) => {
    switch (call.path) {
      case 'wallet/individual/my-wallet':
        return jsonReply({ amount: balance() });
      case 'wallet/session-url':
        return jsonReply({ url: `https://pay.example/session/${call.body && (call.body as { amount: number }).amount}` });
      case 'wallet/individual/raise-withdrawal-request':
        return jsonReply({ ...withdrawalRequest(2), amount: (call.body as { requestedWithdrawalAmount: number }).requestedWithdrawalAmount });
      case 'wallet/individual/withdrawal-requests/pending':
        return jsonReply(page('requests', pending()));
      default:
        return jsonReply(page('records', []));
    }
  });
}

/** A tab as `window.open` returns it, still blank and still knowing its opener. */
const fakeTab = () => ({ opener: window as unknown, location: { href: '' }, close: vi.fn() });

async function openPopup(button: 'Top Up' | 'Request Withdrawal') {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: button === 'Top Up' ? 'Top Up Your Wallet' : 'Withdrawal Request' });
}

async function submitAmount(dialog: HTMLElement, amount: string) {
  const field = within(dialog).getByLabelText('Amount (USD)');
  await userEvent.clear(field);
  if (amount) await userEvent.type(field, amount);
  await userEvent.click(within(dialog).getByRole('button', { name: /Continue to Payment|Submit Request/ }));
}

describe('WalletActions', () => {
  let open: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    sessionActions.signIn({ ...approvedUser, emailVerified: true });
    open = vi.fn(() => null);
    vi.stubGlobal('open', open);
  });

  describe.each(['Top Up', 'Request Withdrawal'] as const)('the %s popup', (button) => {
    it('should start at 1', async () => {
      walletApi();
      renderPage(<WalletPage />, { path: '/wallet' });
      const dialog = await openPopup(button);
      expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue(1);
    });

    it.each([
      ['0', 'must be greater than 0'],
      ['-1', 'must be greater than 0'],
      button === 'Top Up' ? ['1.5', 'must be an integer'] : ['1.005', 'must be in whole cents'],
      ['', 'required'],
      ['1000001', 'must be at most 1000000'],
    ])('should refuse %j with "%s" and send nothing', async (amount, message) => {
      const api = walletApi();
      renderPage(<WalletPage />, { path: '/wallet' });
      const dialog = await openPopup(button);
      await submitAmount(dialog, amount);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Amount (USD)')).toHaveAccessibleDescription(message);
      expect(api.sent.filter((call) => call.method === 'POST')).toEqual([]);
    });
  });

  it('should show the payment page in a new tab, with a fresh idempotency key for every top-up', async () => {
    const api = walletApi();
    const tabs = [fakeTab(), fakeTab()];
    open.mockImplementation(() => tabs[open.mock.calls.length - 1] ?? null);
    renderPage(<WalletPage />, { path: '/wallet' });
    for (const amount of ['25', '40']) {
      const dialog = await openPopup('Top Up');
      await submitAmount(dialog, amount);
      expect(await within(dialog).findByRole('status')).toHaveTextContent('The payment page opened in a new tab.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    }
    const sessions = api.callsTo('wallet/session-url');
    expect(sessions.map((call) => call.body)).toEqual([
      { amount: 25, customerEmail: 'ada@example.com', idempotencyKey: expect.stringMatching(uuidV4) },
      { amount: 40, customerEmail: 'ada@example.com', idempotencyKey: expect.stringMatching(uuidV4) },
    ]);
    const [first, second] = sessions.map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(first).not.toBe(second);
    expect(sessions[0]?.authorization).toBe('Bearer token-1');
    // A blank tab of this origin first (it inherits the session), cut off from this window, then the payment page.
    expect(open.mock.calls).toEqual([
      ['', '_blank'],
      ['', '_blank'],
    ]);
    expect(tabs.map((tab) => [tab.opener, tab.location.href])).toEqual([
      [null, 'https://pay.example/session/25'],
      [null, 'https://pay.example/session/40'],
    ]);
  });

  it('should open the top-up a short purchase asked for, prefilled, and lead back to the purchase', async () => {
    const api = walletApi();
    open.mockReturnValue(fakeTab());
    const purchase = '/carbon-credits?purchase=abc';
    const { router } = renderPage(<WalletPage />, { path: `/wallet?topUp=45&returnTo=${encodeURIComponent(purchase)}` });
    const dialog = await screen.findByRole('dialog', { name: 'Top Up Your Wallet' });
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue(45);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Once paid, it takes you back to your purchase');
    expect(api.callsTo('wallet/session-url')[0]?.body).toMatchObject({ amount: 45, returnTo: purchase });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Back to Your Purchase' }));
    expect(router.state.location).toMatchObject({ pathname: '/carbon-credits', search: '?purchase=abc' });
  });

  it('should send no way back that leaves the site, and forget the request once closed', async () => {
    const api = walletApi();
    open.mockReturnValue(fakeTab());
    const { router } = renderPage(<WalletPage />, { path: `/wallet?topUp=7&returnTo=${encodeURIComponent('https://evil.example/')}` });
    const dialog = await screen.findByRole('dialog', { name: 'Top Up Your Wallet' });
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue(7);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Done' }));
    expect(api.callsTo('wallet/session-url')[0]?.body).not.toHaveProperty('returnTo');
    expect(router.state.location.search).toBe('');
    expect(within(await openPopup('Top Up')).getByLabelText('Amount (USD)')).toHaveValue(1);
  });

  it('should offer the payment page in this tab when the browser blocks new tabs', async () => {
    walletApi();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderPage(<WalletPage />, { path: '/wallet' });
    const dialog = await openPopup('Top Up');
    await submitAmount(dialog, '25');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your browser blocked the payment tab.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the Payment Page' }));
    expect(assign).toHaveBeenCalledWith('https://pay.example/session/25');
  });

  it('should close the new tab and keep the popup when the session cannot be created', async () => {
    fakeApi((call) => {
      if (call.path === 'wallet/session-url') return jsonReply({ message: 'Payments are unavailable' }, 503);
      return jsonReply(call.path === 'wallet/individual/my-wallet' ? { amount: 0 } : page('records', []));
    });
    const tab = fakeTab();
    open.mockReturnValue(tab);
    const toastError = vi.spyOn(toast, 'error');
    renderPage(<WalletPage />, { path: '/wallet' });
    const dialog = await openPopup('Top Up');
    await submitAmount(dialog, '10');
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Payments are unavailable', expect.anything()));
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    expect(within(dialog).getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });

  it('should create a withdrawal request, toast it and refresh the balance and the pending list', async () => {
    let balance = 100;
    let pending = [withdrawalRequest(1)];
    const api = walletApi({ balance: () => balance, pending: () => pending });
    const toastSuccess = vi.spyOn(toast, 'success');
    renderPage(<WalletPage />, { path: '/wallet' });
    expect(await screen.findByText('$100.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('$1.00')).toBeInTheDocument();

    const dialog = await openPopup('Request Withdrawal');
    expect(within(dialog).getByText('Available balance: $100.00')).toBeInTheDocument();
    balance = 70;
    pending = [withdrawalRequest(30), withdrawalRequest(1)];
    await submitAmount(dialog, '30');

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Withdrawal Request Created', expect.anything()));
    expect(api.callsTo('wallet/individual/raise-withdrawal-request').map((call) => call.body)).toEqual([
      { requestedWithdrawalAmount: 30 },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('$70.00')).toBeInTheDocument();
    expect(await screen.findByText('$30.00')).toBeInTheDocument();
    expect(api.callsTo('user-history/topup-withdrawal-records')).toEqual([]);
  });

  it('should send one withdrawal request, with an idempotency key, for a double click with no delay', async () => {
    const api = walletApi();
    renderPage(<WalletPage />, { path: '/wallet' });
    expect(await screen.findByText('$100.00')).toBeInTheDocument();
    const dialog = await openPopup('Request Withdrawal');
    await userEvent.clear(within(dialog).getByLabelText('Amount (USD)'));
    await userEvent.type(within(dialog).getByLabelText('Amount (USD)'), '30');
    const submit = within(dialog).getByRole('button', { name: 'Submit Request' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.callsTo('wallet/individual/raise-withdrawal-request');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toMatch(uuidV4);
  });

  it('should open one payment tab and ask for one session for a double click with no delay', async () => {
    const api = walletApi();
    open.mockImplementation(() => fakeTab());
    renderPage(<WalletPage />, { path: '/wallet' });
    const dialog = await openPopup('Top Up');
    await userEvent.clear(within(dialog).getByLabelText('Amount (USD)'));
    await userEvent.type(within(dialog).getByLabelText('Amount (USD)'), '25');
    const submit = within(dialog).getByRole('button', { name: 'Continue to Payment' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The payment page opened in a new tab.');
    const sessions = api.callsTo('wallet/session-url');
    expect(sessions).toHaveLength(1);
    // The header and the body carry the same key.
    expect(sessions[0]?.idempotencyKey).toBe((sessions[0]?.body as { idempotencyKey: string }).idempotencyKey);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('should start a wallet of less than $1.00 at its whole balance and send it, cents included', async () => {
    const api = walletApi({ balance: () => 0.2 });
    renderPage(<WalletPage />, { path: '/wallet' });
    expect(await screen.findByText('$0.20')).toBeInTheDocument();
    const dialog = await openPopup('Request Withdrawal');
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue(0.2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('wallet/individual/raise-withdrawal-request').map((call) => call.body)).toEqual([
      { requestedWithdrawalAmount: 0.2 },
    ]);
  });

  it('should refuse a part under $1.00 at the field, sending nothing, and take the whole balance', async () => {
    const api = walletApi({ balance: () => 10.2 });
    renderPage(<WalletPage />, { path: '/wallet' });
    expect(await screen.findByText('$10.20')).toBeInTheDocument();
    const dialog = await openPopup('Request Withdrawal');
    await submitAmount(dialog, '0.5');
    const field = within(dialog).getByLabelText('Amount (USD)');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('A withdrawal is at least $1.00, or the whole available balance of $10.20'),
    );
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([]);
    await submitAmount(dialog, '10.2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('wallet/individual/raise-withdrawal-request').map((call) => call.body)).toEqual([
      { requestedWithdrawalAmount: 10.2 },
    ]);
  });

  // At the field, not as the server's toast, which would stay up after a valid resubmit.
  it('should refuse more than the balance at the amount field, sending nothing, and clear it on a valid resubmit', async () => {
    const api = walletApi();
    const toasts = watchToasts();
    renderPage(<WalletPage />, { path: '/wallet' });
    expect(await screen.findByText('$100.00')).toBeInTheDocument();
    const dialog = await openPopup('Request Withdrawal');
    await submitAmount(dialog, '150');
    const field = within(dialog).getByLabelText('Amount (USD)');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Insufficient balance'));
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([]);
    expect(toasts.showing()).toEqual([]);

    await submitAmount(dialog, '100');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('wallet/individual/raise-withdrawal-request').map((call) => call.body)).toEqual([
      { requestedWithdrawalAmount: 100 },
    ]);
    expect(toasts.showing()).toEqual(['Withdrawal Request Created']);
  });

  it("should replace a refused request's toast on resubmit and clear it when the popup closes", async () => {
    let refusals = 2;
    fakeApi((call) => {
      if (call.path === 'wallet/individual/raise-withdrawal-request' && refusals-- > 0) {
        return jsonReply({ message: 'Withdrawals are paused' }, 503);
      }
      return jsonReply(call.path === 'wallet/individual/my-wallet' ? { amount: 100 } : page('records', []));
    });
    const toasts = watchToasts();
    renderPage(<WalletPage />, { path: '/wallet' });
    expect(await screen.findByText('$100.00')).toBeInTheDocument();
    const dialog = await openPopup('Request Withdrawal');
    await submitAmount(dialog, '10');
    await waitFor(() => expect(toasts.showing()).toEqual(['Withdrawals are paused']));
    await submitAmount(dialog, '10');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Submit Request' })).toBeEnabled());
    expect(toasts.showing()).toEqual(['Withdrawals are paused']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts.showing()).toEqual([]);
  });

  it('should refresh a stale balance when the server refuses a withdrawal another tab already took', async () => {
    let balance = 12.34;
    fakeApi((call) => {
      if (call.path === 'wallet/individual/raise-withdrawal-request') {
        // The other tab's request of the whole balance got there first.
        balance = 0;
        return jsonReply({ message: 'Insufficient balance: the available balance is $0.00' }, 409);
      }
      return jsonReply(call.path === 'wallet/individual/my-wallet' ? { amount: balance } : page('records', []));
    });
    const toasts = watchToasts();
    renderPage(<WalletPage />, { path: '/wallet' });
    expect(await screen.findByText('$12.34')).toBeInTheDocument();
    const dialog = await openPopup('Request Withdrawal');
    await submitAmount(dialog, '12.34');
    await waitFor(() => expect(toasts.showing()).toEqual(['Insufficient balance: the available balance is $0.00']));
    expect(await within(dialog).findByText('Available balance: $0.00')).toBeInTheDocument();
    expect(screen.getAllByText('$0.00').length).toBeGreaterThan(0);
  });

  describe('for an owner whose address is not verified yet', () => {
    beforeEach(() => sessionActions.signIn({ ...approvedUser, emailVerified: false }));

    it.each([
      ['Request Withdrawal', 'asking for a withdrawal', 'Submit Request'],
      ['Top Up', 'topping up the wallet', 'Continue to Payment'],
    ] as const)('should say inside the %s popup that it waits for the address, and send nothing', async (button, action, submit) => {
      const api = walletApi();
      renderPage(<WalletPage />, { path: '/wallet' });
      expect(await screen.findByText('$100.00')).toBeInTheDocument();
      const dialog = await openPopup(button);
      expect(within(dialog).getByRole('note')).toHaveTextContent(`Please verify your email address before ${action}`);
      expect(within(dialog).getByRole('button', { name: submit })).toBeDisabled();
      await userEvent.click(within(dialog).getByRole('button', { name: submit }));
      expect(api.callsTo('wallet/individual/raise-withdrawal-request')).toHaveLength(0);
      expect(api.callsTo('wallet/session-url')).toHaveLength(0);
    });

    it('should resend the link from inside the popup, then say it is on its way', async () => {
      const api = walletApi();
      renderPage(<WalletPage />, { path: '/wallet' });
      const dialog = await openPopup('Request Withdrawal');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Resend the Link' }));
      expect(await within(dialog).findByText(linkSentText)).toBeInTheDocument();
      expect(api.sent.filter((call) => call.path.includes('resend'))).toHaveLength(1);
    });
  });

  it('should let a verified owner send, with no notice in the popup', async () => {
    walletApi();
    renderPage(<WalletPage />, { path: '/wallet' });
    const dialog = await openPopup('Request Withdrawal');
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Request' })).toBeEnabled();
  });
});
