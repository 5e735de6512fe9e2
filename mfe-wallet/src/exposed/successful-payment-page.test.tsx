import { historyQueryKeys, walletQueryKeys } from '@commons/shared/api';
import { createQueryClient } from '@commons/shared/query';
import { sessionActions } from '@commons/shared/session';
import { approvedUser, fakeApi, jsonReply, renderPage } from '@commons/shared/testing';
import { screen } from '@testing-library/react';
import SuccessfulPaymentPage from './successful-payment-page';

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
});
