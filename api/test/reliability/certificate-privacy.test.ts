import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createDeployStore } from '@commons/platform/releases/deploy-store';
import { publishRemote } from '@commons/platform/releases/publish';
import type { OperationalData } from '@commons/shared/schemas';
import { bearer } from '../helpers/accounts';
import { useTestApp } from '../helpers/build';
import { addListing, post, saveYear } from '../helpers/carbon';
import { decodedBody } from '../../../platform/test/helpers/encoding';
import { fakeBuild } from '../../../platform/test/helpers/fake-build';
import { screen } from '../../../platform/test/helpers/screens';
import { approvedUser, creditWallet } from '../helpers/wallet';
import { recordRows, type ReliabilityRow } from './report';

/**
 * The public impact page promises no name, yet its certificates' public views named the account's
 * legal name (docs/product-rules.md#the-public-impact-page). Every public view of a certificate,
 * JSON, HTML with its link-preview tags and the share image, is fetched without a session while
 * the owner shows no name, then its display name; the legal name and the address must be in none.
 * Chosen explicitly, the full name is shown: the check can see it.
 */
const legalName = 'Greta Greenfield';
const rows: ReliabilityRow[] = [];

describe("the legal name in a certificate's public views", () => {
  const ctx = useTestApp({ publicUrl: 'https://commons.example' });
  afterAll(() => recordRows('certificate-privacy', rows));

  beforeAll(async () => {
    const screens = [screen('/u/:handle', 'PublicImpactPage'), screen('/verify/:checkoutId', 'CertificateVerificationPage')];
    const sourceDir = await fakeBuild('carbon 1.0.0', { remote: 'carbon', screens });
    await publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, { name: 'carbon', version: '1.0.0', sourceDir, withContentHash: false, by: 'alice' });
    await ctx.app.releases.activate('carbon', '1.0.0', 'alice');
  });

  /** An owner whose page is on, with a certificate: its id, handle and address. */
  async function publicOwner() {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const listing = await addListing(ctx.app, { listedAt: new Date('2000-01-01T00:00:00Z') });
    const record = await saveYear(ctx.app, user.token);
    const bought = await post(ctx.app, user.token, 'operational-data/individual/checkout', { listingId: listing.id, operationalDataId: record.operationalDataId });
    const checkoutId = bought.json<OperationalData>().retirements[0]!.checkoutId;
    const handle = `planter-${Math.random().toString(36).slice(2, 8)}`;
    const page = await ctx.app.inject({
      method: 'PUT',
      url: '/api/api/user/individual/public-page',
      headers: bearer(user.token),
      payload: { enabled: true, handle, displayName: 'Ada the Planter' },
    });
    expect(page.statusCode).toBe(200);
    return { user, checkoutId, handle };
  }

  /** Every public view of the certificate and its page, as a visitor without a session gets them. */
  async function publicViews(checkoutId: string, handle: string): Promise<Array<[string, LightMyRequestResponse]>> {
    const urls = [
      `/api/api/carbon-credits/certificates/${checkoutId}`,
      `/verify/${checkoutId}`,
      `/u/${handle}`,
      `/api/api/impact/${handle}`,
      `/api/api/impact/${handle}/share-image`,
    ];
    return Promise.all(urls.map(async (url) => [url, await ctx.app.inject({ url })] as [string, LightMyRequestResponse]));
  }

  const choose = (token: string, shown: string) =>
    ctx.app.inject({ method: 'PUT', url: '/api/api/user/individual/public-page/beneficiary', headers: bearer(token), payload: { shown } });

  it.each(['MEMBER', 'DISPLAY_NAME'])('should carry no legal name in any public view while the owner chose %s', async (shown) => {
    const { user, checkoutId, handle } = await publicOwner();
    if (shown !== 'MEMBER') expect((await choose(user.token, shown)).statusCode).toBe(200);
    const views = await publicViews(checkoutId, handle);
    for (const [url, response] of views) {
      expect(response.statusCode, url).toBe(200);
      const body = decodedBody(response);
      expect(body, url).not.toContain(legalName);
      expect(body, url).not.toContain(user.individualEmail);
    }
    rows.push({ area: 'certificate privacy', check: `no legal name in ${views.length} public views (${shown})`, count: views.length, held: true });
  });

  it('should show the full name only once its owner chose it', async () => {
    const { user, checkoutId } = await publicOwner();
    expect((await choose(user.token, 'FULL_NAME')).statusCode).toBe(200);
    const verified = await ctx.app.inject({ url: `/api/api/carbon-credits/certificates/${checkoutId}` });
    expect(verified.json()).toMatchObject({ beneficiary: legalName });
    rows.push({ area: 'certificate privacy', check: 'the full name shown when chosen', count: 1, held: true });
  });
});
