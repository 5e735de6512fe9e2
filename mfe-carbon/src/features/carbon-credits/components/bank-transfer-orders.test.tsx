import type { BankTransferOrder } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CarbonCreditsPage from '../../../exposed/carbon-credits-page';
import { cancelOrderPath, carbonApi, order, orderPage, paths, thisYear } from '../../../test/carbon-fixtures';

const lastYear = thisYear - 1;
const awaiting = order(lastYear, {}, 1);
const inProgress = order(lastYear, { state: 'in_progress', inProgressAt: '2026-11-30T09:00:00.000Z', reference: 'RF47 0000 0000 0002' }, 2);
const paid = order(lastYear - 1, { state: 'paid', paidAt: '2026-12-01T09:00:00.000Z', checkoutId: 'checkout-9', reference: 'RF20 0000 0000 0003' }, 3);

/** Carbon Credits with `orders` listed; a cancel of one awaiting payment cancels it, unless `refuse`. */
function ordersApi(orders: BankTransferOrder[], refuse = false) {
  let listed = orders;
  return carbonApi({
    [paths.orders]: () => orderPage(listed),
    [cancelOrderPath(awaiting.orderId)]: () => {
      if (refuse) return jsonReply({ message: 'This order is in progress: it can no longer be cancelled' }, 409);
      const cancelled = { ...awaiting, state: 'cancelled' as const, cancelledAt: '2026-12-02T09:00:00.000Z', cancelledBy: 'buyer' as const };
      listed = listed.map((one) => (one.orderId === cancelled.orderId ? cancelled : one));
      return cancelled;
    },
  });
}

async function openOrders() {
  renderPage(<CarbonCreditsPage />, { path: '/carbon-credits' });
  expect(screen.getByRole('heading', { level: 2, name: 'Bank-transfer orders' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Bank-transfer orders' });
  await within(table).findByText('RF18 5390 0754 7034');
  return table;
}

const rowOf = (table: HTMLElement, reference: string) => within(table).getByText(reference).closest('tr')!;

describe('BankTransferOrders', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));

  it('should list the orders with their state and what each allows', async () => {
    ordersApi([awaiting, inProgress, paid]);
    const table = await openOrders();

    const awaitingRow = rowOf(table, 'RF18 5390 0754 7034');
    expect(within(awaitingRow).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(awaitingRow).getAllByRole('button').map((button) => button.textContent)).toEqual(['Transfer details', 'Cancel order']);
    const progressRow = rowOf(table, 'RF47 0000 0000 0002');
    expect(within(progressRow).getByText('In progress')).toBeInTheDocument();
    expect(within(progressRow).getAllByRole('button').map((button) => button.textContent)).toEqual(['Transfer details']);
    const paidRow = rowOf(table, 'RF20 0000 0000 0003');
    expect(within(paidRow).getByText('Paid')).toBeInTheDocument();
    expect(within(paidRow).getAllByRole('button').map((button) => button.textContent)).toEqual(['View Certificate']);
  });

  it('should show the transfer details of an open order again', async () => {
    ordersApi([awaiting]);
    const table = await openOrders();
    await userEvent.click(within(table).getByRole('button', { name: `Transfer details of order ${awaiting.reference}` }));

    const dialog = await screen.findByRole('dialog', { name: 'Transfer Details' });
    expect(within(dialog).getByText('NL91 ABNA 0417 1643 00')).toBeInTheDocument();
    expect(within(dialog).getByText('Quote this reference')).toBeInTheDocument();
  });

  it('should cancel an order awaiting payment once confirmed, showing it cancelled', async () => {
    const toasts = watchToasts();
    const api = ordersApi([awaiting]);
    const table = await openOrders();
    await userEvent.click(within(table).getByRole('button', { name: `Cancel order ${awaiting.reference}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    expect(api.callsTo(cancelOrderPath(awaiting.orderId))).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(rowOf(table, awaiting.reference)).findByText('Cancelled')).toBeInTheDocument();
    expect(within(rowOf(table, awaiting.reference)).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo(cancelOrderPath(awaiting.orderId))[0]?.idempotencyKey).toEqual(expect.any(String));
    expect(toasts.showing()).toContain('Order cancelled');
  });

  it('should leave an order as it was when Keep Order is chosen', async () => {
    const api = ordersApi([awaiting]);
    const table = await openOrders();
    await userEvent.click(within(table).getByRole('button', { name: `Cancel order ${awaiting.reference}` }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel Order' })).getByRole('button', { name: 'Keep Order' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(cancelOrderPath(awaiting.orderId))).toHaveLength(0);
    expect(within(rowOf(table, awaiting.reference)).getByText('Awaiting payment')).toBeInTheDocument();
  });

  it("should say why a cancel was refused and ask the list again", async () => {
    const toasts = watchToasts();
    const api = ordersApi([awaiting], true);
    const table = await openOrders();
    await userEvent.click(within(table).getByRole('button', { name: `Cancel order ${awaiting.reference}` }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel Order' })).getByRole('button', { name: 'Confirm Cancel' }));

    await waitFor(() => expect(toasts.showing()).toContain('This order is in progress: it can no longer be cancelled'));
    await waitFor(() => expect(api.callsTo(paths.orders)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
