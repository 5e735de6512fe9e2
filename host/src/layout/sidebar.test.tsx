import { TestRouter } from '@commons/shared/testing';
import { sessionActions } from '@commons/shared/session';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@commons/shared/domain';
import { RouteTableContext } from '../app/route-table-context';
import { useCaller } from '../guards/use-caller';
import { routeTable } from '../test/declared-registry';
import { SiteLayout } from './site-layout';

vi.mock('../guards/use-caller', async (original) => ({ ...(await original<object>()), useCaller: vi.fn() }));
const owner = { accountStatus: 'APPROVED', iam: 'ADMIN', menus: null } as const;

function Where() {
  return <h1>{useLocation().pathname}</h1>;
}

function renderLayout(path = '/faq') {
  render(
    <CommonsThemeProvider>
      <RouteTableContext value={routeTable}>
        <TestRouter initialEntries={[path]}>
          <Routes>
            <Route element={<SiteLayout />}>
              <Route path="*" element={<Where />} />
            </Route>
          </Routes>
        </TestRouter>
      </RouteTableContext>
    </CommonsThemeProvider>,
  );
}

const signIn = () =>
  sessionActions.signIn({ token: 'token-1', individualName: 'Ada Lovelace King', individualEmail: 'ada@example.com' } as CurrentUser);

describe('Sidebar', () => {
  beforeEach(() => {
    sessionActions.clear();
    vi.mocked(useCaller).mockReturnValue(owner);
  });

  it.each([
    ['a sub-user with ASSETS', { accountStatus: 'APPROVED', iam: 'SUB_USER', menus: ['ASSETS'] }, ['Dashboard', 'Assets', 'Security', 'Logout']],
    ['a sub-user with WALLET and PROFILE', { accountStatus: 'APPROVED', iam: 'SUB_USER', menus: ['PROFILE', 'WALLET'] }, ['Dashboard', 'Profile', 'Wallet', 'Security', 'Logout']],
    ['a REVIEWING owner', { accountStatus: 'REVIEWING', iam: 'ADMIN', menus: null }, ['Profile', 'Security', 'Notifications', 'Your Data', 'Logout']],
    ['a user not known yet', null, ['Logout']],
  ] as const)('should show %s only the links its guard admits', async (_who, caller, links) => {
    vi.mocked(useCaller).mockReturnValue(caller && { ...caller, menus: caller.menus && [...caller.menus] });
    signIn();
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual(links);
  });

  it('should not be offered without a token', () => {
    renderLayout();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  // The contract's nine, and Security before Logout.
  it('should open from the handle with the nine links of the contract', async () => {
    signIn();
    renderLayout();
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard', 'Profile', 'Wizard', 'Carbon Credits', 'Wallet', 'Assets', 'Group Policy', 'IAM Policy', 'Security', 'Notifications', 'Your Data', 'Logout',
    ]);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('should navigate and close on the route change', async () => {
    signIn();
    renderLayout('/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Sidebar' })).getByRole('link', { name: 'Wallet' }));
    expect(screen.getByRole('heading', { level: 1, name: '/wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
  });

  it('should close with Escape, the close button or the backdrop, giving focus back to the handle', async () => {
    signIn();
    renderLayout();
    const handle = await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.click(handle);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(handle).toHaveFocus();
    await userEvent.click(handle);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    await userEvent.click(handle);
    await userEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
  });

  it('should keep Tab inside the open sidebar', async () => {
    signIn();
    renderLayout();
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  });
});
