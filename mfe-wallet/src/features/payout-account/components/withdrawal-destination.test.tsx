import type { PayoutAccount } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, fakeApi, jsonReply, renderPage, type SentCall } from '@commons/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WalletPage from '../../../exposed/wallet-page';
import { page } from '../../../test/wallet-fixtures';

const ada: PayoutAccount = {
  account: { kind: 'iban', holderName: 'Ada Lovelace', last4: '4300', label: 'IBAN ending 4300' },
  changedAt: '2026-11-01T10:00:00.000Z',
  holdUntil: null,
  holdHours: 24,
};
const none: PayoutAccount = { account: null, changedAt: null, holdUntil: null, holdHours: 24 };

/** The wallet API with a balance of $20.57 and the payout account `payout`. */
function walletApi(payout: PayoutAccount = ada) {
  return fakeApi((call: SentCall) => {
    switch (call.path) {
      case 'wallet/individual/my-wallet':
        return jsonReply({ amount: 20.57 });
      case 'wallet/individual/payout-account':
        return jsonReply(call.method === 'PUT' ? { ...ada, holdUntil: '2026-12-01T10:00:00.000Z' } : payout);
      case 'wallet/individual/raise-withdrawal-request':
        return jsonReply({ requestId: 'r', requestedDate: '2026-11-30T10:00:00.000Z', amount: 20.57, status: 'PENDING', paidTo: 'IBAN ending 4300 (Ada Lovelace)' });
      case 'wallet/individual/withdrawal-requests/pending':
        return jsonReply(page('requests', []));
      default:
        return jsonReply(page('records', []));
    }
  });
}

async function openWithdrawal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Request Withdrawal' }));
  return screen.getByRole('dialog', { name: 'Withdrawal Request' });
}

describe('where a withdrawal goes', () => {
  beforeEach(() => sessionActions.signIn({ ...approvedUser, emailVerified: true }));

  it('should say where the money goes and send the whole balance, cents included', async () => {
    const api = walletApi();
    renderPage(<WalletPage />, { path: '/wallet' });
    const dialog = await openWithdrawal();
    expect(await within(dialog).findByText('Paid to: IBAN ending 4300 (Ada Lovelace)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Whole balance' }));
    expect(within(dialog).getByLabelText('Amount (USD)')).toHaveValue(20.57);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await vi.waitFor(() =>
      expect(api.sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ requestedWithdrawalAmount: 20.57 }]),
    );
  }, 20_000);

  it('should ask an owner without one to add a payout account', async () => {
    walletApi(none);
    renderPage(<WalletPage />, { path: '/wallet' });
    const dialog = await openWithdrawal();
    expect(await within(dialog).findByText('No payout account yet: add one to withdraw.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Payout Account' }));
    expect(screen.getByRole('dialog', { name: 'Payout Account' })).toBeInTheDocument();
  });

  it("should tell a sub-user the money goes to the owner's account, without asking for it", async () => {
    sessionActions.signIn({ ...approvedUser, iam: 'SUB_USER', emailVerified: true });
    const api = walletApi();
    renderPage(<WalletPage />, { path: '/wallet' });
    const dialog = await openWithdrawal();
    expect(within(dialog).getByText("Paid to the account owner's payout account.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Payout Account' })).toBeNull();
    expect(api.sent.filter((call) => call.path === 'wallet/individual/payout-account')).toEqual([]);
  });

  it("should say how long the server holds withdrawals to a changed account, as it is configured", async () => {
    walletApi({ ...ada, holdHours: 48 });
    renderPage(<WalletPage />, { path: '/wallet' });
    await userEvent.click(await screen.findByRole('button', { name: 'Payout Account' }));
    expect(await within(screen.getByRole('dialog', { name: 'Payout Account' })).findByText(/withdrawals to it open 48 hours later/)).toBeInTheDocument();
  });

  it('should refuse an IBAN with a wrong check digit at the field and send nothing', async () => {
    const api = walletApi(none);
    renderPage(<WalletPage />, { path: '/wallet' });
    await userEvent.click(await screen.findByRole('button', { name: 'Payout Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Payout Account' });
    fireEvent.change(within(dialog).getByLabelText("Account holder's name"), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(within(dialog).getByLabelText('IBAN'), { target: { value: 'NL91 ABNA 0417 1643 01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Payout Account' }));
    expect(await within(dialog).findByText(/This IBAN is not valid/)).toBeInTheDocument();
    expect(within(dialog).getByText('Current password is required')).toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'PUT')).toEqual([]);
  }, 20_000);

  it('should send a US account with the password once, then close', async () => {
    const api = walletApi(none);
    renderPage(<WalletPage />, { path: '/wallet' });
    await userEvent.click(await screen.findByRole('button', { name: 'Payout Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Payout Account' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Account type'), 'US account and routing number');
    fireEvent.change(within(dialog).getByLabelText("Account holder's name"), { target: { value: 'Grace Hopper' } });
    fireEvent.change(within(dialog).getByLabelText('Account number'), { target: { value: '000123456789' } });
    fireEvent.change(within(dialog).getByLabelText('Routing number'), { target: { value: '021000021' } });
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'correct horse battery' } });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Save Payout Account' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payout Account' })).toBeNull());
    const puts = api.sent.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.body)).toEqual([
      {
        account: { kind: 'us', holderName: 'Grace Hopper', accountNumber: '000123456789', routingNumber: '021000021' },
        password: 'correct horse battery',
      },
    ]);
    expect(puts[0]!.idempotencyKey).toEqual(expect.any(String));
  }, 20_000);
});
