import type { BankTransferOrder } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, bankTransferOrder, fakeApi, jsonReply, renderPage } from '@commons/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WalletPage from '../../../exposed/wallet-page';
import { page } from '../../../test/wallet-fixtures';

const ordersPath = 'carbon-credits/individual/bank-transfer-orders';

/** An order of 24 t for 2025, awaiting payment unless `change` says otherwise; `n` tells orders apart. */
const order = (n: number, change: Partial<BankTransferOrder> = {}) => bankTransferOrder(2025, change, n);

/** The wallet with `orders` on the orders list, empty lists elsewhere. */
function walletApi(orders: BankTransferOrder[], nextCursor: string | null = null) {
  return fakeApi((call) => {
    if (call.path === 'wallet/individual/my-wallet') return jsonReply({ amount: 100 });
    if (call.path === ordersPath) return jsonReply({ orders: call.query.cursor ? [] : orders, nextCursor: call.query.cursor ? null : nextCursor, prevCursor: null });
    return jsonReply(page('records', []));
  });
}

async function openTransfers() {
  renderPage(<WalletPage />, { path: '/wallet' });
  await userEvent.click(screen.getByRole('tab', { name: 'Bank Transfers' }));
  return screen.getByRole('tabpanel', { name: 'Bank Transfers' });
}

describe('BankTransferOrdersTable', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));

  it('should list every order with its state in words and when it was reached', async () => {
    const api = walletApi([
      order(1),
      order(2, { state: 'in_progress', inProgressAt: '2026-11-30T09:00:00.000Z' }),
      order(3, { state: 'cancelled', cancelledAt: '2027-02-27T12:00:00.000Z', cancelledBy: 'expiry' }),
    ]);
    const panel = await openTransfers();
    const rows = await within(panel).findAllByRole('row').then((all) => all.slice(1));

    expect(rows.map((row) => within(row).getAllByRole('cell')[5]?.textContent)).toEqual([
      expect.stringMatching(/^Awaiting payment/),
      expect.stringMatching(/^In progressNov 30, 2026/),
      expect.stringMatching(/^CancelledFeb 27, 2027.*\(unpaid\)$/),
    ]);
    expect(within(rows[0]!).getByText('RF18 5390 0754 7034')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$74.40')).toBeInTheDocument();
    expect(api.callsTo(ordersPath)[0]?.query).toEqual({ state: 'ALL', limit: '10' });
  });

  it('should offer the certificate of a paid order only', async () => {
    walletApi([order(1, { state: 'paid', paidAt: '2026-12-01T10:00:00.000Z', checkoutId: 'checkout-7' }), order(2)]);
    const panel = await openTransfers();

    expect(await within(panel).findByRole('button', { name: 'View certificate of checkout checkout-7' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: /View certificate/ })).toHaveLength(1);
  });

  it('should ask for the next ten orders with Load More', async () => {
    const api = walletApi([order(1)], 'next-page');
    const panel = await openTransfers();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Load More' }));

    expect(api.callsTo(ordersPath).map((call) => call.query.cursor)).toEqual([undefined, 'next-page']);
  });
});
