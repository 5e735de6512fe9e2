import { historyQueryKeys, walletQueryKeys } from '@commons/shared/api';
import { createQueryClient } from '@commons/shared/query';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, fakeApi, jsonReply, renderPage } from '@commons/shared/testing';
import { act, screen } from '@testing-library/react';
import { creditWaitMs } from '../features/wallet/api/top-up-credit';
import SuccessfulPaymentPage from './successful-payment-page';

const topUpId = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
const topUpPath = `wallet/individual/top-ups/${topUpId}`;

describe('SuccessfulPaymentPage', () => {
  beforeEach(() => sessionActions.signIn(approvedUser));

  it('should go straight to the wallet with the "Payment Successful" banner', async () => {
    renderPage(<SuccessfulPaymentPage />, { path: '/successful-payment' });
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/wallet {"success":"Payment Successful"}');
  });

  it('should go back to the purchase the top-up was made for, with the banner', async () => {
    const returnTo = encodeURIComponent('/carbon-credits?purchase=abc');
    renderPage(<SuccessfulPaymentPage />, { path: `/successful-payment?returnTo=${returnTo}` });
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/carbon-credits?purchase=abc {"success":"Payment Successful"}');
  });

  it.each(['https://evil.example/', '//evil.example/wallet', '/\\evil.example'])('should go to the wallet rather than to %s', async (returnTo) => {
    renderPage(<SuccessfulPaymentPage />, { path: `/successful-payment?returnTo=${encodeURIComponent(returnTo)}` });
    expect(await screen.findByLabelText('destination')).toHaveTextContent(/^\/wallet \{"success":"Payment Successful"\}$/);
  });

  it('should mark the balance and the completed top-ups stale, and nothing else', async () => {
    fakeApi(() => jsonReply({}));
    const queryClient = createQueryClient();
    const checkouts = historyQueryKeys.checkoutRecords('history-1');
    queryClient.setQueryData(walletQueryKeys.balance, { amount: 1 });
    queryClient.setQueryData(historyQueryKeys.topUpWithdrawalRecords('history-1'), { pages: [], pageParams: [] });
    queryClient.setQueryData(checkouts, { pages: [], pageParams: [] });
    renderPage(<SuccessfulPaymentPage />, { path: '/successful-payment', queryClient });
    await screen.findByLabelText('destination');
    expect(queryClient.getQueryState(walletQueryKeys.balance)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(historyQueryKeys.topUpWithdrawalRecords('history-1'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(checkouts)?.isInvalidated).toBe(false);
  });

  it("should say it is getting things ready until the top-up's credit is in, then show the wallet", async () => {
    let credited = false;
    const api = fakeApi((call) =>
      call.path === topUpPath ? jsonReply({ topUpId, amount: 25, status: credited ? 'PAID' : 'OPEN' }) : jsonReply({ amount: 25 }),
    );
    renderPage(<SuccessfulPaymentPage />, { path: `/successful-payment?topUpId=${topUpId}` });
    await vi.waitFor(() => expect(api.callsTo(topUpPath).length).toBeGreaterThanOrEqual(2), { timeout: 3000 });
    expect(screen.getByText('Getting Things Ready')).toBeInTheDocument();
    expect(screen.queryByLabelText('destination')).not.toBeInTheDocument();

    credited = true;
    expect(await screen.findByLabelText('destination', {}, { timeout: 3000 })).toHaveTextContent('/wallet {"success":"Payment Successful"}');
  });

  it('should go on after waiting ten seconds for a credit that does not come', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fakeApi(() => jsonReply({ topUpId, amount: 25, status: 'OPEN' }));
      renderPage(<SuccessfulPaymentPage />, { path: `/successful-payment?topUpId=${topUpId}` });
      expect(screen.getByText('Getting Things Ready')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(creditWaitMs));
      expect(await screen.findByLabelText('destination')).toHaveTextContent('/wallet {"success":"Payment Successful"}');
    } finally {
      vi.useRealTimers();
    }
  });

  it('should go on at once for a top-up the API does not know', async () => {
    fakeApi(() => jsonReply({ message: 'No top-up has this id' }, 404));
    renderPage(<SuccessfulPaymentPage />, { path: `/successful-payment?topUpId=${topUpId}` });
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/wallet {"success":"Payment Successful"}');
  });
});
