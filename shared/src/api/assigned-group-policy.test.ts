import { sessionActions } from '../session';
import { getMyAssignedGroupPolicy } from './assigned-group-policy';

describe('getMyAssignedGroupPolicy', () => {
  it('should GET the assigned policy with the session token and return its menus', async () => {
    const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response('{"menus":["PROFILE","WALLET"]}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    sessionActions.setUserInfo({ token: 'secret' } as never);
    await expect(getMyAssignedGroupPolicy()).resolves.toEqual({ menus: ['PROFILE', 'WALLET'] });
    const sent = fetchMock.mock.calls[0]![0];
    expect(sent.method).toBe('GET');
    expect(new URL(sent.url).pathname).toBe('/api/api/user/individual/my-assigned-group-policy');
    expect(sent.headers.get('authorization')).toBe('Bearer secret');
    sessionActions.clear();
  });
});
