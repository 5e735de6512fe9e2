import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore } from './load-more';
import { withTheme } from '../testing/with-theme';

describe('LoadMore', () => {
  it('should ask for the next page when pressed', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} />, { wrapper: withTheme });
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('should be busy and disabled while the page loads', () => {
    render(<LoadMore hasMore loading onLoadMore={() => {}} />, { wrapper: withTheme });
    const button = screen.getByRole('button', { name: 'Load More' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('should disappear after the last page', () => {
    render(<LoadMore hasMore={false} loading={false} onLoadMore={() => {}} />, { wrapper: withTheme });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
