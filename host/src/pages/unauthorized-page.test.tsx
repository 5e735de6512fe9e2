import { TestRouter } from '@commons/shared/testing';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { render, screen } from '@testing-library/react';
import { RouteTableContext } from '../app/route-table-context';
import { routeTable } from '../test/declared-registry';
import { UnauthorizedPage } from './unauthorized-page';

const renderWithState = (state: unknown) =>
  render(
    <CommonsThemeProvider>
      <RouteTableContext.Provider value={routeTable}>
        <TestRouter initialEntries={[{ pathname: '/unauthorized', state }]}>
          <UnauthorizedPage />
        </TestRouter>
      </RouteTableContext.Provider>
    </CommonsThemeProvider>,
  );

describe('UnauthorizedPage', () => {
  it('should name the refused page and the menus it needs as the sidebar does', () => {
    renderWithState({ unauthorized: true, from: { pathname: '/carbon-credits' }, requiredPolicies: ['CARBON_CREDITS'] });
    expect(screen.getByRole('heading', { level: 1, name: 'RESTRICTED ACCESS' })).toBeInTheDocument();
    expect(screen.getByText(/You're restricted to access/)).toHaveTextContent("You're restricted to access Carbon Credits");
    expect(screen.getByRole('list', { name: 'It needs these menus in your group policy:' })).toHaveTextContent(/^Carbon Credits$/);
    expect(screen.queryByText(/\/carbon-credits|CARBON_CREDITS|group policies/)).not.toBeInTheDocument();
  });

  it('should list no policies for a page only the owner may open', () => {
    renderWithState({ unauthorized: true, from: { pathname: '/iam-policy' }, requiredPolicies: [] });
    expect(screen.getByText(/You're restricted to access/)).toHaveTextContent("You're restricted to access IAM Policy");
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Only the account owner can open it.')).toBeInTheDocument();
  });
});
