import { toast } from 'react-toastify';
import { sessionActions } from '../session';
import { ApiError, fallbackMessages } from './api-error';
import { request, requestBlob } from './client';

const reply = (body: string, status = 200, type = 'application/json') =>
  new Response(body, { status, headers: { 'content-type': type } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request', () => {
  let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
  let toastError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    sessionActions.clear();
    fetchMock = vi.fn<(request: Request) => Promise<Response>>();
    vi.stubGlobal('fetch', fetchMock);
    toastError = vi.spyOn(toast, 'error');
  });

  it('should call /api/api with credentials, JSON and the session token', async () => {
    sessionActions.setUserInfo({ token: 'secret' } as never);
    fetchMock.mockResolvedValue(reply('{"loggedOut":true}'));
    await expect(request('user/logout')).resolves.toEqual({ loggedOut: true });
    const sent = fetchMock.mock.calls[0]![0];
    expect(new URL(sent.url).pathname).toBe('/api/api/user/logout');
    expect(sent.credentials).toBe('include');
    expect(sent.headers.get('authorization')).toBe('Bearer secret');
    expect(sent.headers.get('accept')).toBe('application/json');
  });

  it('should send an idempotency key as the Idempotency-Key header, and none unless given', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(reply('{}')));
    await request('wallet/individual/raise-withdrawal-request', { method: 'post', json: {}, idempotencyKey: 'k-1' });
    await request('wallet/individual/my-wallet');
    expect(fetchMock.mock.calls[0]![0].headers.get('idempotency-key')).toBe('k-1');
    expect(fetchMock.mock.calls[1]![0].headers.has('idempotency-key')).toBe(false);
  });

  it('should send no Authorization header when logged out', async () => {
    fetchMock.mockResolvedValue(reply('{}'));
    await request('auth/individual/login', { method: 'post', json: { email: 'a@b.co' } });
    expect(fetchMock.mock.calls[0]![0].headers.has('authorization')).toBe(false);
    expect(toastError).not.toHaveBeenCalled();
  });

  it('should toast and reject any reply carrying a message, whatever its status', async () => {
    fetchMock.mockResolvedValue(reply('{"message":"Invalid email or password"}', 401));
    const error = await failure(request('auth/individual/login'));
    expect(error).toMatchObject({ message: 'Invalid email or password', status: 401 });
    fetchMock.mockResolvedValue(reply('{"message":"Odd success"}', 200));
    await failure(request('x'));
    expect(toastError.mock.calls.map((call: unknown[]) => call[0])).toEqual(['Invalid email or password', 'Odd success']);
  });

  it('should toast and reject a successful reply carrying a message field that is not text', async () => {
    for (const body of ['{"message":null}', '{"message":{"code":7}}', '{"message":""}']) {
      fetchMock.mockResolvedValue(reply(body, 200));
      expect(await failure(request('x'))).toMatchObject({ message: fallbackMessages.other, status: 200 });
    }
    expect(toastError).toHaveBeenCalledTimes(3);
  });

  it('should use the generic messages when a failed reply says nothing usable', async () => {
    fetchMock.mockResolvedValue(reply('<h1>Bad gateway</h1>', 502, 'text/html'));
    expect(await failure(request('x'))).toMatchObject({ message: fallbackMessages.server, status: 502 });
    fetchMock.mockResolvedValue(reply('', 404));
    expect(await failure(request('x'))).toMatchObject({ message: fallbackMessages.other, status: 404 });
  });

  it('should reject a successful status whose body is not JSON', async () => {
    fetchMock.mockResolvedValue(reply('<!doctype html>', 200, 'text/html'));
    expect(await failure(request('x'))).toMatchObject({ message: fallbackMessages.other, status: 200 });
  });

  it('should turn a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    expect(await failure(request('x'))).toMatchObject({ message: fallbackMessages.other, status: 0 });
    expect(toastError).toHaveBeenCalledWith(fallbackMessages.other, expect.anything());
  });

  it('should return a file as a Blob and report a JSON error like request', async () => {
    fetchMock.mockResolvedValue(reply('%PDF-1.7', 200, 'application/pdf'));
    const blob = await requestBlob('carbon-credits/confirmation-certificate?checkoutId=1');
    expect(await blob.text()).toBe('%PDF-1.7');
    fetchMock.mockResolvedValue(reply('{"message":"Certificate not found"}', 404));
    expect(await failure(requestBlob('x'))).toMatchObject({ message: 'Certificate not found', status: 404 });
  });

  /** Sends a call, cancels it once `fetch` has it, and answers how it settled. */
  async function cancelInFlight() {
    const controller = new AbortController();
    const pending = request('user/individual/my-profile', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    controller.abort();
    return pending;
  }

  it('should neither toast nor report a failure when the caller cancels while the reply is read', async () => {
    // A browser aborts a fetch's body too: the reply's headers are in, its text never comes.
    fetchMock.mockImplementation(async (sent) => {
      const body = new ReadableStream({
        start: (stream) => sent.signal.addEventListener('abort', () => stream.error(sent.signal.reason)),
      });
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    });
    expect(await cancelInFlight()).toMatchObject({ name: 'AbortError' });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('should not toast a call cancelled before its reply', async () => {
    fetchMock.mockImplementation(
      (sent) =>
        new Promise((_resolve, reject) => {
          sent.signal.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')));
        }),
    );
    expect(await cancelInFlight()).toMatchObject({ name: 'AbortError' });
    expect(toastError).not.toHaveBeenCalled();
  });
});
