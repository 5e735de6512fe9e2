import type { WithdrawalRequest } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, fakeApi, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, withdrawalRequest } from '../../../test/wallet-fixtures';
import WalletPage from '../../../exposed/wallet-page';

const cancelPath = (id: string) => `wallet/individual/withdrawal-requests/${id}/cancel`;

/**
 * A wallet of 100 with two pending requests, whose cancel returns the amount and moves the
 * request to the rejected list; `cancelReply` may hold the answer back or refuse it.
 */
function walletApi(cancelReply?: (request: WithdrawalRequest) => Promise<Response> | Response) {
  let balance = 100;
  let pending = [withdrawalRequest(1), withdrawalRequest(2)];
  let rejected: WithdrawalRequest[] = [];
  return fakeApi(async (call) => {
    if (call.path === 'wallet/individual/my-wallet') return jsonReply({ amount: balance });
    if (call.path === 'wallet/individual/withdrawal-requests/pending') return jsonReply(page('requests', pending));
    if (call.path === 'wallet/individual/withdrawal-requests/rejected') return jsonReply(page('requests', rejected));
    const cancelled = pending.find((request) => call.path === cancelPath(request.requestId));
    if (cancelled && call.method === 'POST') {
      if (cancelReply) return cancelReply(cancelled);
      const done = { ...cancelled, status: 'CANCELLED' as const };
      pending = pending.filter((request) => request !== cancelled);
      rejected = [done, ...rejected];
      balance += cancelled.amount;
      return jsonReply(done);
    }
    return jsonReply(page('records', []));
  });
}

async function openPending() {
  renderPage(<WalletPage />, { path: '/wallet' });
  await userEvent.click(await screen.findByRole('tab', { name: 'Pending' }));
  const panel = screen.getByRole('tabpanel', { name: 'Pending' });
  await within(panel).findAllByRole('button', { name: /^Cancel withdrawal request/ });
  return panel;
}

const cancelButtons = (panel: HTMLElement) => within(panel).getAllByRole('button', { name: /^Cancel withdrawal request/ });

describe('Cancel on the Pending tab', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));

  it('should ask first, cancel once on Confirm, and refresh the balance and both lists', async () => {
    const api = walletApi();
    const toasts = watchToasts();
    const panel = await openPending();
    await userEvent.click(cancelButtons(panel)[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Cancel Withdrawal Request' });
    expect(dialog).toHaveTextContent('Cancel the withdrawal of $2.00');
    expect(api.callsTo(cancelPath('request-2'))).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Cancel' }));
    await waitFor(() => expect(toasts.showing()).toEqual(['Withdrawal Request Cancelled']));
    expect(api.callsTo(cancelPath('request-2'))).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(cancelButtons(panel)).toHaveLength(1));
    expect(await screen.findByText('$102.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    const rejected = screen.getByRole('tabpanel', { name: 'Rejected' });
    expect(await within(rejected).findByText('Cancelled')).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
  });

  it('should keep the request when the person chooses Keep Request', async () => {
    const api = walletApi();
    const panel = await openPending();
    await userEvent.click(cancelButtons(panel)[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Keep Request' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([]);
    expect(cancelButtons(panel)).toHaveLength(2);
  });

  it('should disable Confirm while the cancel is in flight, so a double click sends once', async () => {
    let release: () => void = () => {};
    const api = walletApi(
      (request) =>
        new Promise((resolve) => {
          release = () => resolve(jsonReply({ ...request, status: 'CANCELLED' }));
        }),
    );
    const panel = await openPending();
    await userEvent.click(cancelButtons(panel)[0]!);
    const confirm = screen.getByRole('button', { name: 'Confirm Cancel' });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Keep Request' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(cancelPath('request-1'))).toHaveLength(1);
  });

  it("should show the server's refusal and close the popup when the request was decided meanwhile", async () => {
    const message = 'This withdrawal request was already approved, so it can no longer be cancelled';
    walletApi(() => jsonReply({ message }, 409));
    const toasts = watchToasts();
    const panel = await openPending();
    await userEvent.click(cancelButtons(panel)[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Cancel' }));
    await waitFor(() => expect(toasts.showing()).toEqual([message]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
