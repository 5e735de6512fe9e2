import { sessionActions } from '../session';
import { getConsoleSession, signInToConsole } from './console';

const reply = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/json' } });

describe('the console fetchers', () => {
  let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

  beforeEach(() => {
    sessionActions.clear();
    fetchMock = vi.fn<(request: Request) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('should call /api/console with the same-origin cookie and never the customer token', async () => {
    sessionActions.setUserInfo({ token: 'customer-secret' } as never);
    const session = { staff: { id: 's', email: 'a@b.c', name: 'A', role: 'operator', projects: [] }, idleMinutes: 15, expiresAt: 'x' };
    fetchMock.mockResolvedValue(reply(JSON.stringify(session)));
    await expect(signInToConsole({ email: 'a@b.c', password: 'pw', code: '123456' })).resolves.toEqual(session);
    const sent = fetchMock.mock.calls[0]![0];
    expect(new URL(sent.url).pathname).toBe('/api/console/session');
    expect(sent.method).toBe('POST');
    expect(sent.credentials).toBe('same-origin');
    expect(sent.headers.get('authorization')).toBeNull();
  });

  it('should reject with the status when no console session is open', async () => {
    fetchMock.mockResolvedValue(reply('{"message":"Please sign in to the console"}', 401));
    await expect(getConsoleSession()).rejects.toMatchObject({ status: 401, message: 'Please sign in to the console' });
  });
});
