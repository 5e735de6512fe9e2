import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { deletedMemberLabel } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import { call, createPolicy, createSubUser, logIn } from '../../../../helpers/admin';
import { useTestApp } from '../../../../helpers/build';
import { addListing, post, saveYear } from '../../../../helpers/carbon';
import { approvedUser, creditWallet } from '../../../../helpers/wallet';

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}

/** Who bought a retirement, as its certificate names them. */
describe('certificate of a purchase made by a member', () => {
  const ctx = useTestApp();

  /** A checkout of the account's year (12 t) made with `token`'s session; returns its id. */
  async function checkout(token: string) {
    const listing = await addListing(ctx.app);
    const record = await saveYear(ctx.app, token);
    const reply = await post(ctx.app, token, 'operational-data/individual/checkout', {
      listingId: listing.id,
      operationalDataId: record.operationalDataId,
    });
    expect(reply.statusCode).toBe(200);
    return reply.json<OperationalData>().retirements[0]!.checkoutId;
  }
  const certificateText = async (token: string, checkoutId: string) => {
    const response = await call(ctx.app, token, 'GET', `carbon-credits/confirmation-certificate?checkoutId=${checkoutId}`);
    expect(response.statusCode).toBe(200);
    return textOf(response.rawPayload);
  };

  it("should print no buyer on the owner's own purchase", async () => {
    const owner = await approvedUser(ctx.app);
    await creditWallet(ctx.app, owner.individualId, 1000);
    expect(await certificateText(owner.token, await checkout(owner.token))).not.toContain('Retired by');
  });

  it('should name the sub-user who bought it, then "a deleted member" once its login is deleted', async () => {
    const owner = await approvedUser(ctx.app);
    await creditWallet(ctx.app, owner.individualId, 1000);
    const policy = await createPolicy(ctx.app, owner.token, { menus: ['WIZARD', 'CARBON_CREDITS'] });
    const subUser = await createSubUser(ctx.app, owner.token, policy.groupPolicyId, { name: 'Sam Subuser-Buyer' });
    const session = await logIn(ctx.app, subUser.individualEmail);
    const checkoutId = await checkout(session.token);

    const text = await certificateText(owner.token, checkoutId);
    expect(text).toMatch(/Retired by\s+Sam Subuser-Buyer/);
    // Still on the owner's name.
    expect(text).toContain('Greta Greenfield');

    await call(ctx.app, owner.token, 'POST', 'user/individual/delete-subuser', { subUserId: subUser.individualId });
    const after = await certificateText(owner.token, checkoutId);
    expect(after).toMatch(new RegExp(`Retired by\\s+${deletedMemberLabel}`));
    expect(after).not.toContain('Sam Subuser-Buyer');
  });
});
