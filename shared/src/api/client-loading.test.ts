import { ApiError } from './api-error';

// The client's HTTP library arrives with the first call (client.ts); one that fails to arrive
// is a call with no reply, and the next call asks for it again.
describe('request, before its HTTP library has arrived', () => {
  afterEach(() => {
    vi.doUnmock('ky');
    vi.resetModules();
    vi.unstubAllGlobals();
  });

  it('should fail a call as unanswered when ky cannot be loaded, and load it again for the next', async () => {
    let attempts = 0;
    vi.doMock('ky', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new Error('Loading chunk ky failed');
      return importOriginal();
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } })));
    const { request } = await import('./client');
    const failed = await request('x').then(() => null, (error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 0 });
    await expect(request('x')).resolves.toEqual({ ok: true });
    expect(attempts).toBe(2);
  });
});
