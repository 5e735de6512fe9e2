import { sessionActions } from '../session';
import { cancelWithdrawalRequest, createTopUpSession, getMyWallet, getWithdrawalRequests, raiseWithdrawalRequest } from './wallet';

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('wallet fetchers', () => {
  let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
  let bodies: unknown[];
  const sent = (index = 0) => fetchMock.mock.calls[index]![0];

  /** Answers every call with `body`, keeping what was posted (a Request body reads only once). */
  const answer = (body: unknown) =>
    fetchMock.mockImplementation(async (request) => {
      const text = await request.text();
      bodies.push(text ? JSON.parse(text) : undefined);
      return reply(body);
    });

  beforeEach(() => {
    sessionActions.setUserInfo({ token: 'secret' } as never);
    fetchMock = vi.fn<(request: Request) => Promise<Response>>();
    bodies = [];
    vi.stubGlobal('fetch', fetchMock);
  });

  it('should read the balance with the session token', async () => {
    answer({ amount: 12.5 });
    await expect(getMyWallet()).resolves.toEqual({ amount: 12.5 });
    expect(new URL(sent().url).pathname).toBe('/api/api/wallet/individual/my-wallet');
    expect(sent().headers.get('authorization')).toBe('Bearer secret');
  });

  it('should post a top-up session request and return its url', async () => {
    answer({ url: 'https://pay.example/s/1' });
    const body = { amount: 25, customerEmail: 'ada@example.com', idempotencyKey: 'key-1' };
    await expect(createTopUpSession(body)).resolves.toEqual({ url: 'https://pay.example/s/1' });
    expect(sent().method).toBe('POST');
    expect(new URL(sent().url).pathname).toBe('/api/api/wallet/session-url');
    expect(bodies).toEqual([body]);
  });

  it('should post a withdrawal request', async () => {
    answer({ requestId: 'r1', requestedDate: '2025-01-01T00:00:00Z', amount: 5, status: 'PENDING' });
    await raiseWithdrawalRequest({ requestedWithdrawalAmount: 5 });
    expect(new URL(sent().url).pathname).toBe('/api/api/wallet/individual/raise-withdrawal-request');
    expect(bodies).toEqual([{ requestedWithdrawalAmount: 5 }]);
  });

  it('should post the cancel of a withdrawal request to its own path, with no body', async () => {
    answer({ requestId: 'r 1', requestedDate: '2025-01-01T00:00:00Z', amount: 5, status: 'CANCELLED' });
    await expect(cancelWithdrawalRequest('r 1')).resolves.toMatchObject({ status: 'CANCELLED' });
    expect(bodies).toEqual([undefined]);
    expect(sent().method).toBe('POST');
    expect(new URL(sent().url).pathname).toBe('/api/api/wallet/individual/withdrawal-requests/r%201/cancel');
  });

  it('should ask for ten withdrawal requests per page, from a cursor when given', async () => {
    answer({ requests: [], nextCursor: null, prevCursor: null });
    await getWithdrawalRequests('pending');
    await getWithdrawalRequests('rejected', { cursor: 'c-10' });
    const [first, second] = [new URL(sent(0).url), new URL(sent(1).url)];
    expect(first.pathname).toBe('/api/api/wallet/individual/withdrawal-requests/pending');
    expect(Object.fromEntries(first.searchParams)).toEqual({ limit: '10' });
    expect(second.pathname).toBe('/api/api/wallet/individual/withdrawal-requests/rejected');
    expect(Object.fromEntries(second.searchParams)).toEqual({ limit: '10', cursor: 'c-10' });
  });
});
