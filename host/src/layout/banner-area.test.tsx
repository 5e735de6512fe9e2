import { TestRouter } from '@commons/shared/testing';
import { CommonsThemeProvider, notify, theme } from '@commons/shared/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BannerArea } from './banner-area';
import { bannerLifetimeMs } from './use-banners';

const renderWithState = (state: unknown) =>
  render(
    <CommonsThemeProvider>
      <TestRouter initialEntries={[{ pathname: '/login', state }]}>
        <BannerArea />
      </TestRouter>
    </CommonsThemeProvider>,
  );

describe('BannerArea', () => {
  afterEach(() => vi.useRealTimers());

  it('should show message, error and success from the navigation state', () => {
    renderWithState({ message: 'You need to login first.', error: 'Something broke', success: 'Payment Successful' });
    expect(screen.getByText('You need to login first.').closest('[data-banner]')).toHaveAttribute('data-banner', 'message');
    expect(screen.getByRole('alert')).toHaveTextContent('Something broke');
    expect(screen.getByText('Payment Successful').closest('[data-banner]')).toHaveAttribute('data-banner', 'success');
  });

  it('should colour message blue, error red and success green', () => {
    renderWithState({ message: 'Note', error: 'Oops', success: 'Done' });
    const colourOf = (text: string) => screen.getByText(text).closest('[data-banner]');
    expect(colourOf('Note')).toHaveStyle({ color: theme.colors.info });
    expect(colourOf('Oops')).toHaveStyle({ color: theme.colors.danger });
    expect(colourOf('Done')).toHaveStyle({ color: theme.colors.success });
  });

  it('should clear every banner after 5 seconds', () => {
    vi.useFakeTimers();
    renderWithState({ message: "You've been signed out.", success: 'Payment Successful' });
    act(() => vi.advanceTimersByTime(bannerLifetimeMs - 1));
    expect(screen.getByText("You've been signed out.")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("You've been signed out.")).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it('should close one banner and keep the others', async () => {
    renderWithState({ message: 'Hello', error: 'Oops' });
    await userEvent.click(screen.getByRole('button', { name: 'Close error' }));
    expect(screen.queryByText('Oops')).not.toBeInTheDocument();
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('should take away a toast saying what a banner says', () => {
    const dismissMessage = vi.spyOn(notify, 'dismissMessage');
    renderWithState({ message: 'You were signed out after 30 minutes without activity. Please login again.' });
    expect(dismissMessage).toHaveBeenCalledWith('You were signed out after 30 minutes without activity. Please login again.');
  });

  it('should show nothing without state', () => {
    renderWithState(undefined);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
