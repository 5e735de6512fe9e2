import { TestRouter } from '@commons/shared/testing';
import type { CurrentUser } from '@commons/shared/domain';
import { sessionActions } from '@commons/shared/session';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { render, screen } from '@testing-library/react';
import { RouteTableContext } from '../app/route-table-context';
import { useCaller } from '../guards/use-caller';
import { routeTable } from '../test/declared-registry';
import { Navbar } from './navbar';

vi.mock('../guards/use-caller', async (original) => ({ ...(await original<object>()), useCaller: vi.fn() }));

const renderNavbar = () =>
  render(
    <CommonsThemeProvider>
      <RouteTableContext value={routeTable}>
        <TestRouter>
          <Navbar />
        </TestRouter>
      </RouteTableContext>
    </CommonsThemeProvider>,
  );

describe('Navbar', () => {
  beforeEach(() => {
    sessionActions.clear();
    vi.mocked(useCaller).mockReturnValue({ accountStatus: 'APPROVED', iam: 'ADMIN', menus: null });
  });

  it('should offer Login and Register and link the product name to login when logged out', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Carbon Commons' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it("should show the first two words of the user's name, linking to the profile, when logged in", () => {
    sessionActions.signIn({ token: 't', individualName: 'Ada Lovelace King', individualEmail: 'ada@example.com' } as CurrentUser);
    renderNavbar();
    expect(screen.getByRole('link', { name: 'Carbon Commons' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('should show the name without a link to a sub-user whom the profile refuses', () => {
    vi.mocked(useCaller).mockReturnValue({ accountStatus: 'APPROVED', iam: 'SUB_USER', menus: ['ASSETS'] });
    sessionActions.signIn({ token: 't', individualName: 'Ada Lovelace King', individualEmail: 'ada@example.com' } as CurrentUser);
    renderNavbar();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
  });
});
