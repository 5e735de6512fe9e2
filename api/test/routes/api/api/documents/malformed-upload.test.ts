import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { multipartBody, samples, storedCounts } from '../../../../helpers/documents';

const url = '/api/api/user/individual/documents';

describe('POST /user/individual/documents, malformed multipart', () => {
  const ctx = useTestApp();

  const send = async (contentType: string, payload: Buffer) => {
    const { user: { token } } = await signUp(ctx.app);
    return ctx.app.inject({ method: 'POST', url, payload, headers: { ...bearer(token), 'content-type': contentType } });
  };

  it.each([
    ['no boundary', () => ({ contentType: 'multipart/form-data', payload: multipartBody('PASSPORT', { name: 'a.pdf', type: 'application/pdf', bytes: samples.pdf() }).payload })],
    ['an empty boundary', () => ({ contentType: 'multipart/form-data; boundary=', payload: Buffer.from('--\r\n') })],
    [
      'a part cut off before its end',
      () => {
        const { payload, contentType } = multipartBody('PASSPORT', { name: 'a.pdf', type: 'application/pdf', bytes: samples.pdf() });
        return { contentType, payload: payload.subarray(0, payload.length - 40) };
      },
    ],
    [
      'a part cut off in its headers',
      () => {
        const { payload, contentType } = multipartBody('PASSPORT', { name: 'a.pdf', type: 'application/pdf', bytes: samples.pdf() });
        const cut = payload.indexOf('filename=');
        return { contentType, payload: payload.subarray(0, cut) };
      },
    ],
    [
      'a kind field cut off',
      () => {
        const { payload, contentType } = multipartBody('PASSPORT', null);
        return { contentType, payload: payload.subarray(0, 60) };
      },
    ],
  ])('should refuse %s with 400 and a message, storing nothing', async (_case, make) => {
    const before = await storedCounts(ctx.database.db);
    const { contentType, payload } = make();
    const response = await send(contentType, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(/^Malformed upload/) });
    expect(await storedCounts(ctx.database.db)).toEqual(before);
  });
});
