import * as v from 'valibot';
import { defineEndpoint, pathOf } from '../contract/endpoint';
import { sessionActions } from '../session';
import { call } from './client';

const reply = (body: string, status = 200) => new Response(body, { status, headers: { 'content-type': 'application/json' } });

const cancel = defineEndpoint({
  method: 'POST',
  path: '/wallet/individual/withdrawal-requests/:withdrawalRequestId/cancel',
  params: v.object({ withdrawalRequestId: v.string() }),
  query: v.object({ limit: v.optional(v.string()), cursor: v.optional(v.string()) }),
  body: v.object({ note: v.string() }),
  reply: v.object({ status: v.string() }),
  access: { menus: ['WALLET'] },
  idempotent: true,
  summary: 'A test endpoint',
});

describe('call', () => {
  let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;

  beforeEach(() => {
    sessionActions.clear();
    fetchMock = vi.fn<(request: Request) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('should send the declared method to the declared path, parameters encoded, with query, body and key', async () => {
    let body: unknown;
    fetchMock.mockImplementation(async (request) => {
      body = await request.clone().json();
      return reply('{"status":"CANCELLED"}');
    });
    const answer = await call(
      cancel,
      { params: { withdrawalRequestId: 'a/b c' }, query: { limit: '10', cursor: undefined }, body: { note: 'n' } },
      { idempotencyKey: 'k-1' },
    );
    expect(answer).toEqual({ status: 'CANCELLED' });
    const sent = fetchMock.mock.calls[0]![0];
    const url = new URL(sent.url);
    expect(sent.method).toBe('POST');
    expect(url.pathname).toBe('/api/api/wallet/individual/withdrawal-requests/a%2Fb%20c/cancel');
    expect(url.search).toBe('?limit=10');
    expect(body).toEqual({ note: 'n' });
    expect(sent.headers.get('idempotency-key')).toBe('k-1');
  });

  it('should refuse to build a path whose parameter is missing', () => {
    expect(() => pathOf(cancel, {})).toThrow(':withdrawalRequestId/cancel: withdrawalRequestId is missing');
  });

  it('should give every endpoint its method and path as its key', () => {
    expect(cancel.key).toBe('POST /wallet/individual/withdrawal-requests/:withdrawalRequestId/cancel');
  });
});
