import { TestRouter } from '@commons/shared/testing';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { render, screen } from '@testing-library/react';
import { UnauthorizedPage } from './unauthorized-page';

const renderWithState = (state: unknown) =>
  render(
    <CommonsThemeProvider>
      <TestRouter initialEntries={[{ pathname: '/unauthorized', state }]}>
        <UnauthorizedPage />
      </TestRouter>
    </CommonsThemeProvider>,
  );

describe('UnauthorizedPage', () => {
  it('should name the refused route and the group policies it requires', () => {
    renderWithState({ unauthorized: true, from: { pathname: '/wallet' }, requiredPolicies: ['WALLET'] });
    expect(screen.getByRole('heading', { level: 1, name: 'RESTRICTED ACCESS' })).toBeInTheDocument();
    expect(screen.getByText(/You're restricted to access/)).toHaveTextContent("You're restricted to access /wallet");
    expect(screen.getByRole('list', { name: 'It requires these group policies:' })).toHaveTextContent('WALLET');
  });

  it('should list no policies for a page only the owner may open', () => {
    renderWithState({ unauthorized: true, from: { pathname: '/iam-policy' }, requiredPolicies: [] });
    expect(screen.getByText(/You're restricted to access/)).toHaveTextContent("You're restricted to access /iam-policy");
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Only the account owner can open it.')).toBeInTheDocument();
  });
});
