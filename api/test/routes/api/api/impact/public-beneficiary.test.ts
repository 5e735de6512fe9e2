import { describe, expect, it } from 'vitest';
import type { OperationalData, PublicBeneficiary } from '@commons/shared/schemas';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { addListing, post, saveYear } from '../../../../helpers/carbon';
import { textOf } from '../../../../certificates/pdf-reading';
import { approvedUser, creditWallet } from '../../../../helpers/wallet';

const beneficiaryUrl = '/api/api/user/individual/public-page/beneficiary';

describe("the name a certificate's public views show (docs/product-rules.md#the-public-impact-page)", () => {
  const ctx = useTestApp();
  const choose = (token: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: beneficiaryUrl, headers: bearer(token), payload });
  const choice = (token: string) => ctx.app.inject({ url: beneficiaryUrl, headers: bearer(token) });
  const verify = (checkoutId: string) => ctx.app.inject({ url: `/api/api/carbon-credits/certificates/${checkoutId}` });
  const beneficiaryOf = async (checkoutId: string) => (await verify(checkoutId)).json<{ beneficiary: string }>().beneficiary;

  /** An owner (Greta Greenfield, the helpers' name) who bought its year's 12 t. */
  async function buyer() {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const listing = await addListing(ctx.app, { listedAt: new Date('2000-01-01T00:00:00Z') });
    const record = await saveYear(ctx.app, user.token);
    const reply = await post(ctx.app, user.token, 'operational-data/individual/checkout', { listingId: listing.id, operationalDataId: record.operationalDataId });
    expect(reply.statusCode).toBe(200);
    return { user, checkoutId: reply.json<OperationalData>().retirements[0]!.checkoutId };
  }

  it('should name "a Carbon Commons member" until the owner chooses otherwise, and keep the full name on the PDF', async () => {
    const { user, checkoutId } = await buyer();
    expect(await beneficiaryOf(checkoutId)).toBe('a Carbon Commons member');
    expect((await choice(user.token)).json<PublicBeneficiary>()).toEqual({ shown: 'MEMBER', shownAs: 'a Carbon Commons member' });

    const pdf = await ctx.app.inject({
      url: `/api/api/carbon-credits/confirmation-certificate?checkoutId=${checkoutId}`,
      headers: bearer(user.token),
    });
    expect(await textOf(pdf.rawPayload)).toContain('Greta Greenfield');
  });

  it('should show the display name, or the full name, only once the owner chose it', async () => {
    const { user, checkoutId } = await buyer();
    const refused = await choose(user.token, { shown: 'DISPLAY_NAME' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Choose a display name for your public impact page first' });
    expect(await beneficiaryOf(checkoutId)).toBe('a Carbon Commons member');

    const handle = `ada-${Math.random().toString(36).slice(2, 8)}`;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/api/user/individual/public-page',
      headers: bearer(user.token),
      payload: { enabled: false, handle, displayName: 'Ada the Planter' },
    });
    const shown = await choose(user.token, { shown: 'DISPLAY_NAME' });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ shown: 'DISPLAY_NAME', shownAs: 'Ada the Planter' });
    expect(await beneficiaryOf(checkoutId)).toBe('Ada the Planter');

    expect((await choose(user.token, { shown: 'FULL_NAME' })).json()).toEqual({ shown: 'FULL_NAME', shownAs: 'Greta Greenfield' });
    expect(await beneficiaryOf(checkoutId)).toBe('Greta Greenfield');

    expect((await choose(user.token, { shown: 'MEMBER' })).statusCode).toBe(200);
    expect(await beneficiaryOf(checkoutId)).toBe('a Carbon Commons member');
  });

  it('should refuse a choice it does not know, changing nothing', async () => {
    const { user, checkoutId } = await buyer();
    await choose(user.token, { shown: 'FULL_NAME' });
    const refused = await choose(user.token, { shown: 'EVERYTHING' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('must be MEMBER, DISPLAY_NAME or FULL_NAME');
    expect(await beneficiaryOf(checkoutId)).toBe('Greta Greenfield');
  });

  it("should keep one owner's choice to that owner's certificates", async () => {
    const ada = await buyer();
    const other = await buyer();
    await choose(ada.user.token, { shown: 'FULL_NAME' });
    expect(await beneficiaryOf(ada.checkoutId)).toBe('Greta Greenfield');
    expect(await beneficiaryOf(other.checkoutId)).toBe('a Carbon Commons member');
    expect((await choice(other.user.token)).json<PublicBeneficiary>().shown).toBe('MEMBER');
  });
});
