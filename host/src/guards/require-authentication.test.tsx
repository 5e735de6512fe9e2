import { authQueryKeys } from '@commons/shared/api';
import type { CurrentUser } from '@commons/shared/domain';
import { createQueryClient } from '@commons/shared/query';
import { sessionActions } from '@commons/shared/session';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RequireAuthentication } from './require-authentication';

const user = { token: 'token-1', individualName: 'Ada Lovelace King', individualEmail: 'ada@example.com' } as CurrentUser;
const { token: _token, ...profile } = user;

function LoginProbe() {
  const location = useLocation();
  return <p>login page {JSON.stringify(location.state)}</p>;
}

function renderAt(path: string) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <CommonsThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<LoginProbe />} />
            <Route element={<RequireAuthentication />}>
              <Route path="/wallet" element={<h1>Wallet</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </CommonsThemeProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('RequireAuthentication', () => {
  const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

  beforeEach(() => {
    sessionActions.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('should send a visitor without a token to login, remembering the page', async () => {
    renderAt('/wallet?tab=pending');
    expect(await screen.findByText(/login page/)).toHaveTextContent(
      '{"message":"You need to login first.","from":{"pathname":"/wallet","search":"?tab=pending","hash":""}}',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should show "Signing In" until the profile confirms the token, then the page', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    sessionActions.signIn(user);
    renderAt('/wallet');
    expect(screen.getByRole('status')).toHaveTextContent('Signing In');
    answer(reply(profile));
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe('/api/api/user/individual/my-profile');
  });

  it('should sign out and ask to login again when the profile cannot be fetched', async () => {
    fetchMock.mockResolvedValue(reply({ message: 'Session expired' }, 401));
    sessionActions.signIn(user);
    const queryClient = renderAt('/wallet');
    expect(await screen.findByText(/login page/)).toHaveTextContent(`{"message":"You've been signed out. Please login again."}`);
    expect(sessionActions.get()).toEqual({ loggedIn: false, email: '', userInfo: null });
    expect(queryClient.getQueryData(authQueryKeys.myProfile)).toBeUndefined();
  });
});
