import { assignedGroupPolicyQueryKeys, authQueryKeys } from '@commons/shared/api';
import type { CurrentUser, Profile } from '@commons/shared/domain';
import { sessionEndMessages } from '@commons/shared/domain';
import { createQueryClient } from '@commons/shared/query';
import { sessionActions, startTabHandoff } from '@commons/shared/session';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { customerRouteTable as routeTable } from '../test/declared-registry';
import { RouteGuard } from './route-guard';
import { testUser } from './test-users';
import { watchIntervalMs } from './use-access-facts';

/** Signs up the way the register form does: the session first, then its own navigation. */
function SignUpButton() {
  const navigate = useNavigate();
  const signUp = () => {
    signIn(testUser({ accountStatus: 'REVIEWING' }));
    navigate('/profile', { replace: true });
  };
  return (
    <button type="button" onClick={signUp}>
      Sign Up
    </button>
  );
}

/** Each route shows its path and the state it was reached with. */
function Probe() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname} {JSON.stringify(location.state ?? null)}
    </p>
  );
}

function renderAt(path: string, state?: unknown) {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <CommonsThemeProvider>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Routes>
            {routeTable.map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <RouteGuard key={route.path} access={route.access}>
                    {route.path === '/register' ? <SignUpButton /> : <Probe />}
                  </RouteGuard>
                }
              />
            ))}
          </Routes>
        </MemoryRouter>
      </CommonsThemeProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const signIn = (profile: Profile) => sessionActions.signIn({ ...profile, token: 'token-1' } as CurrentUser);
const pathOf = (request: Request) => new URL(request.url).pathname;

describe('RouteGuard', () => {
  const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

  beforeEach(() => {
    sessionActions.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.useRealTimers());

  it('should send a visitor without a token to login, remembering the page', async () => {
    renderAt('/wallet');
    expect(await screen.findByText(/at \/login/)).toHaveTextContent(
      '{"message":"You need to login first.","from":{"pathname":"/wallet","search":"","hash":""}}',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('should show "Signing In" until the profile confirms the token, then the page', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    signIn(testUser());
    renderAt('/wallet');
    expect(screen.getByRole('status')).toHaveTextContent('Signing In');
    answer(reply(testUser()));
    expect(await screen.findByText(/at \/wallet/)).toBeInTheDocument();
    expect(pathOf(fetchMock.mock.calls[0]![0])).toBe('/api/api/user/individual/my-profile');
  });

  it('should sign out and ask to login again when the profile cannot be fetched', async () => {
    fetchMock.mockResolvedValue(reply({ message: 'Session expired' }, 401));
    signIn(testUser());
    const queryClient = renderAt('/wallet');
    expect(await screen.findByText(/at \/login/)).toHaveTextContent(
      `{"message":"You've been signed out. Please login again.","from":{"pathname":"/wallet","search":"","hash":""}}`,
    );
    expect(sessionActions.get()).toEqual({ loggedIn: false, email: '', userInfo: null });
    expect(queryClient.getQueryData(authQueryKeys.myProfile)).toBeUndefined();
  });

  it('should tell on login why the server ended the session', async () => {
    const why = sessionEndMessages.idle(30);
    fetchMock.mockResolvedValue(reply({ message: why }, 401));
    signIn(testUser());
    renderAt('/wallet');
    expect(await screen.findByText(/at \/login/)).toHaveTextContent(
      JSON.stringify({ message: why, from: { pathname: '/wallet', search: '', hash: '' } }),
    );
    expect(sessionActions.get().userInfo).toBeNull();
  });

  it('should send a REVIEWING account from the dashboard to the reviewing screen, and keep it there', async () => {
    fetchMock.mockImplementation(async () => reply(testUser({ accountStatus: 'REVIEWING' })));
    signIn(testUser({ accountStatus: 'REVIEWING' }));
    renderAt('/dashboard');
    expect(await screen.findByText(/at \/reviewing/)).toHaveTextContent(
      '{"reviewing":true,"message":"Your account is being reviewed. Please wait.","from":{"pathname":"/dashboard","search":"","hash":""}}',
    );
  });

  it('should return from the reviewing screen to the page asked for once an operator approves the account', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Profile['accountStatus'] = 'REVIEWING';
    fetchMock.mockImplementation(async () => reply(testUser({ accountStatus: status })));
    signIn(testUser({ accountStatus: 'REVIEWING' }));
    renderAt('/reviewing', { reviewing: true, from: { pathname: '/wallet', search: '', hash: '' } });
    expect(await screen.findByText(/at \/reviewing/)).toBeInTheDocument();
    status = 'APPROVED';
    await act(() => vi.advanceTimersByTimeAsync(watchIntervalMs));
    expect(await screen.findByText(/at \/wallet/)).toHaveTextContent(
      '{"success":"Your account is approved. Next, record your first year in the Wizard."}',
    );
    expect(sessionActions.get().userInfo?.accountStatus).toBe('APPROVED');
  });

  it("should check an approved sub-user's group policy and refuse a page it does not grant", async () => {
    const subUser = testUser({ iam: 'SUB_USER', menus: ['PROFILE'] });
    fetchMock.mockImplementation(async (request) =>
      pathOf(request).endsWith('/my-assigned-group-policy') ? reply({ menus: ['PROFILE'] }) : reply(subUser),
    );
    signIn(subUser);
    renderAt('/wallet');
    expect(await screen.findByText(/at \/unauthorized/)).toHaveTextContent(
      '{"unauthorized":true,"message":"You are not authorized to access /wallet","from":{"pathname":"/wallet","search":"","hash":""},"requiredPolicies":["WALLET"]}',
    );
    expect(fetchMock.mock.calls.map(([request]) => pathOf(request))).toContain('/api/api/user/individual/my-assigned-group-policy');
  });

  it('should not ask for the group policy of an account that is not APPROVED', async () => {
    const reviewing = testUser({ iam: 'SUB_USER', menus: ['PROFILE'], accountStatus: 'REVIEWING' });
    fetchMock.mockImplementation(async () => reply(reviewing));
    signIn(reviewing);
    const queryClient = renderAt('/profile');
    expect(await screen.findByText(/at \/profile/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([request]) => pathOf(request))).toEqual(['/api/api/user/individual/my-profile']);
    expect(queryClient.getQueryData(assignedGroupPolicyQueryKeys.mine)).toBeUndefined();
  });

  it('should send a visitor already holding session info from register to the dashboard', async () => {
    fetchMock.mockImplementation(async () => reply(testUser()));
    signIn(testUser());
    renderAt('/register');
    expect(await screen.findByText(/at \/dashboard/)).toBeInTheDocument();
  });

  it('should let a visitor who signs up on register go where the sign-up sends them', async () => {
    fetchMock.mockImplementation(async () => reply(testUser({ accountStatus: 'REVIEWING' })));
    renderAt('/register');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(/at \/profile/)).toBeInTheDocument();
  });

  it('should send a visitor already holding session info from login to the dashboard', async () => {
    fetchMock.mockImplementation(async () => reply(testUser()));
    signIn(testUser());
    renderAt('/login');
    expect(await screen.findByText(/at \/dashboard/)).toBeInTheDocument();
  });

  describe('with another tab', () => {
    const stops: (() => void)[] = [];
    afterEach(() => stops.splice(0).forEach((stop) => stop()));

    /** An open tab of the same origin, holding `session`, answering on the real channel. */
    function openOtherTab(token: string | null) {
      const channel = new BroadcastChannel('commons-session');
      const session = { loggedIn: true, email: 'ada@example.com', userInfo: { ...testUser(), token } };
      channel.onmessage = ({ data }) => {
        if (data.type === 'ask' && token) channel.postMessage({ type: 'share', session });
      };
      stops.push(() => channel.close());
      return channel;
    }

    it('should take the session of an open signed-in tab instead of sending to login', async () => {
      fetchMock.mockImplementation(async () => reply(testUser()));
      openOtherTab('token-2');
      stops.push(startTabHandoff());
      renderAt('/wallet');
      expect(screen.getByRole('status')).toHaveTextContent('Signing In');
      expect(await screen.findByText(/at \/wallet/)).toBeInTheDocument();
      expect(sessionActions.getToken()).toBe('token-2');
    });

    it('should send to login only after the bounded wait when no tab answers', async () => {
      openOtherTab(null);
      stops.push(startTabHandoff({ waitMs: 100 }));
      renderAt('/wallet');
      expect(screen.getByRole('status')).toHaveTextContent('Signing In');
      expect(await screen.findByText(/at \/login/)).toHaveTextContent('You need to login first.');
    });

    it('should show a public page at once while a new tab still asks the others for a session', async () => {
      openOtherTab(null);
      // A wait no test outlasts: a public page held back by the handoff would never show.
      stops.push(startTabHandoff({ waitMs: 600_000 }));
      renderAt('/faq');
      expect(await screen.findByText(/at \/faq/)).toBeInTheDocument();
    });

    it('should sign this tab out when the other one signs out', async () => {
      fetchMock.mockImplementation(async () => reply(testUser()));
      signIn(testUser());
      const other = openOtherTab('token-1');
      stops.push(startTabHandoff());
      renderAt('/wallet');
      expect(await screen.findByText(/at \/wallet/)).toBeInTheDocument();
      other.postMessage({ type: 'signed-out' });
      expect(await screen.findByText(/at \/login/)).toHaveTextContent(
        `{"message":"You've been signed out. Please login again.","from":{"pathname":"/wallet","search":"","hash":""}}`,
      );
      expect(sessionActions.getToken()).toBeNull();
    });
  });
});
