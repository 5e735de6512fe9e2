import { TestRouter } from '@commons/shared/testing';
import type { CurrentUser } from '@commons/shared/domain';
import { sessionActions } from '@commons/shared/session';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { render, screen } from '@testing-library/react';
import { Navbar } from './navbar';

const renderNavbar = () =>
  render(
    <CommonsThemeProvider>
      <TestRouter>
        <Navbar />
      </TestRouter>
    </CommonsThemeProvider>,
  );

describe('Navbar', () => {
  beforeEach(() => sessionActions.clear());

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
});
