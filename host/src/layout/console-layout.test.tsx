import { consoleQueryKeys } from '@commons/shared/api';
import { createQueryClient } from '@commons/shared/query';
import type { ConsoleSession } from '@commons/shared/schemas';
import { fakeApi, jsonReply } from '@commons/shared/testing';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SiteRoute } from '../app/route-table';
import { RouteTableContext } from '../app/route-table-context';
import { ConsoleLayout } from './console-layout';

const session: ConsoleSession = {
  staff: { id: 'st_2', email: 'rel@example.org', name: 'Rhea Release', role: 'release-engineer', projects: [] },
  idleMinutes: 15,
  expiresAt: '2026-11-29T23:45:00.000Z',
};

const consoleRoute = (path: string, label: string, order: number, roles: SiteRoute['access'] & { guard: 'staff' }): SiteRoute =>
  ({ path, frame: 'console', access: roles, title: label, sidebar: { label, order } }) as SiteRoute;

/** Console screens as the route table holds them, and a customer screen with a sidebar link. */
const routes: SiteRoute[] = [
  consoleRoute('/console/audit', 'Audit', 50, { guard: 'staff', roles: ['operator'] }),
  consoleRoute('/console', 'Home', 0, { guard: 'staff', roles: ['operator', 'release-engineer', 'provider'] }),
  consoleRoute('/console/releases', 'Releases', 10, { guard: 'staff', roles: ['release-engineer'] }),
  { path: '/wallet', frame: 'site', access: { guard: 'protected', rule: {} }, title: 'Wallet', sidebar: { label: 'Wallet', order: 3 } } as SiteRoute,
];

function renderConsole(signedIn: ConsoleSession | null) {
  const queryClient = createQueryClient();
  if (signedIn) queryClient.setQueryData(consoleQueryKeys.session, signedIn);
  const router = createMemoryRouter(
    [
      { element: <ConsoleLayout />, children: [{ path: '/console', element: <p>console page</p> }] },
      { path: '/console/login', element: <p>console sign-in</p> },
    ],
    { initialEntries: ['/console'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <CommonsThemeProvider>
        <RouteTableContext.Provider value={routes}>
          <RouterProvider router={router} />
        </RouteTableContext.Provider>
      </CommonsThemeProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

describe('ConsoleLayout', () => {
  it("should show the staff member's name and role in its own header, with no customer navigation", () => {
    fakeApi(() => jsonReply(session));
    renderConsole(session);
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Rhea Release · Release engineer');
    expect(screen.getByRole('link', { name: 'Carbon Commons console home' })).toHaveAttribute('href', '/console');
    expect(screen.getByRole('main')).toHaveTextContent('console page');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /wallet|dashboard/i })).not.toBeInTheDocument();
  });

  it("should link the console screens of the member's role, in their order, and mark the current one", () => {
    fakeApi(() => jsonReply(session));
    renderConsole(session);
    const nav = screen.getByRole('navigation', { name: 'Console' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Releases']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('should tell search engines not to list the page, and offer no Sign out without a console session', async () => {
    const api = fakeApi(() => jsonReply({ message: 'Please sign in to the console' }, 401));
    renderConsole(null);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await waitFor(() => expect(api.fetch).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('should sign out on the server and go to the console sign-in', async () => {
    const api = fakeApi((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonReply(session)));
    const { router, queryClient } = renderConsole(session);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('console sign-in')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ success: 'You have signed out of the console' });
    expect(api.sent.filter((call) => call.method === 'DELETE')).toEqual([expect.objectContaining({ path: '/api/console/session' })]);
    expect(queryClient.getQueryData(consoleQueryKeys.session)).toBeUndefined();
  });
});
