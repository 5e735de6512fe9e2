import { renderPage } from '@commons/shared/testing';
import { screen } from '@testing-library/react';
import SuccessfulPaymentPage from './successful-payment-page';

// The redirect happens at once; holding `navigate` shows what the user sees meanwhile and how it leaves.
const navigate = vi.hoisted(() => vi.fn());
vi.mock('@commons/shared/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@commons/shared/navigation')>()),
  useNavigate: () => navigate,
}));

describe('SuccessfulPaymentPage redirect', () => {
  it('should show "Getting Things Ready" and replace itself with the wallet and its banner', () => {
    renderPage(<SuccessfulPaymentPage />, { path: '/successful-payment' });
    expect(screen.getByRole('status')).toHaveTextContent('Getting Things Ready');
    expect(navigate).toHaveBeenCalledWith('/wallet', { replace: true, state: { success: 'Payment Successful' } });
  });
});
