import { describe, expect, it } from 'vitest';
import type { OperationalData, PublicImpact, PublicPageSettings } from '@commons/shared/schemas';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { addListing, post, saveYear } from '../../../../helpers/carbon';
import { approvedUser, creditWallet, creditWalletByCard } from '../../../../helpers/wallet';

/** The width and height a PNG's header (IHDR) states. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('the public impact page', () => {
  const ctx = useTestApp();
  const settingsUrl = '/api/api/user/individual/public-page';
  const save = (token: string, payload: object) => ctx.app.inject({ method: 'PUT', url: settingsUrl, headers: bearer(token), payload });
  const settings = async (token: string) => (await ctx.app.inject({ url: settingsUrl, headers: bearer(token) })).json<PublicPageSettings>();
  const page = (handle: string) => ctx.app.inject({ url: `/api/api/impact/${handle}` });
  const image = (handle: string) => ctx.app.inject({ url: `/api/api/impact/${handle}/share-image` });

  /** An owner who bought its year's 12 t from a listing of its own project, paid by card or (`fund`) otherwise. */
  async function buyer(listing: Parameters<typeof addListing>[1], fund = creditWalletByCard) {
    const user = await approvedUser(ctx.app);
    await fund(ctx.app, user.individualId, 1000);
    const { id: listingId, serialPrefix } = await addListing(ctx.app, { listedAt: new Date('2000-01-01T00:00:00Z'), ...listing });
    const record = await saveYear(ctx.app, user.token);
    const reply = await post(ctx.app, user.token, 'operational-data/individual/checkout', { listingId, operationalDataId: record.operationalDataId });
    expect(reply.statusCode).toBe(200);
    return { user, serialPrefix, checkoutId: reply.json<OperationalData>().retirements[0]!.checkoutId };
  }

  const uniqueHandle = (stem: string) => `${stem}-${Math.random().toString(36).slice(2, 8)}`;

  it('should list only the retirements of that account, under its display name, and nothing else personal', async () => {
    const ada = await buyer({ registry: 'Verra', projectId: 'VCS612', projectName: 'Kasigau Corridor' });
    const other = await buyer({ projectId: 'GS2443', projectName: 'Rajasthan Solar Water Pumps' });
    const adaHandle = uniqueHandle('Ada');
    expect((await save(ada.user.token, { enabled: true, handle: adaHandle, displayName: 'Ada the Planter' })).statusCode).toBe(200);
    await save(other.user.token, { enabled: true, handle: uniqueHandle('other'), displayName: 'Someone Else' });

    const response = await page(adaHandle.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const impact = response.json<PublicImpact>();
    const thisYear = new Date().getUTCFullYear();
    expect(impact).toEqual({
      handle: adaHandle,
      displayName: 'Ada the Planter',
      totalTonnes: 12,
      sampleTonnes: 0,
      years: [{ year: thisYear, tonnes: 12 }],
      certificates: [
        {
          checkoutId: ada.checkoutId,
          quantity: 12,
          unit: 'VCU',
          projectName: 'Kasigau Corridor',
          projectId: 'VCS612',
          registry: 'Verra',
          registryUrl: 'https://registry.verra.org/app/projectDetail/VCS/612',
          country: 'India',
          vintage: 2022,
          serialRange: `${ada.serialPrefix}-1-12`,
          retiredAt: expect.any(String),
          sample: false,
          registryRetirementUrl: `https://registry.verra.org/app/search/VCS/VCUs?serialNumbers=${ada.serialPrefix}-1-12`,
        },
      ],
    });
    // The account's name, address, phone, country of residence and wallet appear nowhere.
    for (const personal of ['Greta Greenfield', ada.user.individualEmail, '4412345678901', 'Sweden', 'Uppsala', ada.user.individualId, 'amount']) {
      expect(response.body).not.toContain(personal);
    }
    expect(response.body).not.toContain(other.checkoutId);
  });

  it('should say which tonnes are samples, and link no sample to a registry', async () => {
    const { user } = await buyer({ registry: 'Verra', projectId: 'VCS612' }, creditWallet);
    const handle = uniqueHandle('sample');
    await save(user.token, { enabled: true, handle, displayName: 'Sandbox Sam' });
    const impact = (await page(handle)).json<PublicImpact>();
    expect(impact).toMatchObject({ totalTonnes: 12, sampleTonnes: 12 });
    expect(impact.certificates).toHaveLength(1);
    expect(impact.certificates[0]).toMatchObject({ sample: true });
    expect(impact.certificates[0]).not.toHaveProperty('registryRetirementUrl');
  });

  it('should answer 404 for the page and its image at once when turned off, and for a handle nobody has', async () => {
    const { user } = await buyer({});
    const handle = uniqueHandle('gone');
    await save(user.token, { enabled: true, handle, displayName: 'Briefly Public' });
    expect((await page(handle)).statusCode).toBe(200);
    expect((await image(handle)).statusCode).toBe(200);

    expect((await save(user.token, { enabled: false, handle, displayName: 'Briefly Public' })).json()).toEqual({
      enabled: false,
      handle,
      displayName: 'Briefly Public',
    });
    // A handle no handle can be (a NUL byte, too long) is no page either, on PostgreSQL too.
    const impossible = [await page('a%00b'), await image('a%00b'), await page('x'.repeat(40))];
    for (const response of [await page(handle), await image(handle), await page(uniqueHandle('nobody')), ...impossible]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'No public page has this handle' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('should keep handles unique whatever their case, and let the owner change its own', async () => {
    const first = await approvedUser(ctx.app);
    const second = await approvedUser(ctx.app);
    const handle = uniqueHandle('green');
    expect(await settings(second.token)).toEqual({ enabled: false, handle: null, displayName: null });
    expect((await save(first.token, { enabled: false, handle, displayName: 'First' })).statusCode).toBe(200);

    const taken = await save(second.token, { enabled: true, handle: handle.toUpperCase(), displayName: 'Second' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'This handle is taken: choose another' });
    expect(await settings(second.token)).toEqual({ enabled: false, handle: null, displayName: null });

    const recased = await save(first.token, { enabled: true, handle: handle.toUpperCase(), displayName: 'First' });
    expect(recased.statusCode).toBe(200);
    expect(await settings(first.token)).toEqual({ enabled: true, handle: handle.toUpperCase(), displayName: 'First' });
  });

  it.each([
    [{ handle: 'ab' }, 'handle: must be at least 3 characters'],
    [{ handle: 'green commons' }, 'handle: may contain only the letters a to z, digits and hyphens'],
    [{ handle: 'Admin' }, 'handle: is reserved: choose another'],
    [{ handle: 'a--b' }, 'handle: must not contain two hyphens in a row'],
    [{ displayName: '  ' }, 'displayName: required'],
    [{ displayName: 'x'.repeat(61) }, 'displayName: must be at most 60 characters'],
  ])('should refuse %j with a clear message and save nothing', async (change, message) => {
    const user = await approvedUser(ctx.app);
    const response = await save(user.token, { enabled: true, handle: uniqueHandle('valid'), displayName: 'Valid Name', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await settings(user.token)).toEqual({ enabled: false, handle: null, displayName: null });
  });

  it('should draw the share image as a 1200x630 PNG', async () => {
    const { user } = await buyer({});
    const handle = uniqueHandle('image');
    await save(user.token, { enabled: true, handle, displayName: 'Ada the Planter' });
    const response = await image(handle);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
  });
});
