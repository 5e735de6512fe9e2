import { beforeAll, describe, expect, it } from 'vitest';
import { createDeployStore } from '@commons/platform/releases/deploy-store';
import { publishRemote } from '@commons/platform/releases/publish';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { addListing, post, saveYear } from '../../../../helpers/carbon';
import { decodedBody } from '../../../../../../platform/test/helpers/encoding';
import { fakeBuild } from '../../../../../../platform/test/helpers/fake-build';
import { screen } from '../../../../../../platform/test/helpers/screens';
import { approvedUser, creditWallet } from '../../../../helpers/wallet';

/** The `content` of the `<meta>` named `name` (by `property` or `name`) in `html`. */
const meta = (html: string, name: string) => new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1];

describe('the page /u/<handle>', () => {
  const ctx = useTestApp({ publicUrl: 'https://commons.example' });
  const settings = (token: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/api/user/individual/public-page', headers: bearer(token), payload });

  beforeAll(async () => {
    const sourceDir = await fakeBuild('carbon 1.0.0', { remote: 'carbon', screens: [screen('/u/:handle', 'PublicImpactPage', { title: 'Climate impact' })] });
    await publishRemote(createDeployStore(ctx.config.deployDir), ctx.app.releases, { name: 'carbon', version: '1.0.0', sourceDir, withContentHash: false, by: 'alice' });
    await ctx.app.releases.activate('carbon', '1.0.0', 'alice');
  });

  it('should carry the share tags in its head while on, and be a 404 at once when turned off', async () => {
    const user = await approvedUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 1000);
    const listing = await addListing(ctx.app, { listedAt: new Date('2000-01-01T00:00:00Z') });
    const record = await saveYear(ctx.app, user.token);
    await post(ctx.app, user.token, 'operational-data/individual/checkout', { listingId: listing.id, operationalDataId: record.operationalDataId });
    const on = { enabled: true, handle: 'Ada-Plants', displayName: 'Ada <the> Planter' };
    expect((await settings(user.token, on)).statusCode).toBe(200);

    const page = await ctx.app.inject({ url: '/u/ada-plants' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const html = decodedBody(page);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Ada &lt;the&gt; Planter: climate impact | Carbon Commons');
    expect(meta(html, 'og:title')).toBe('Ada &lt;the&gt; Planter: climate impact');
    // Paid with the sandbox's money: the description says those tonnes are samples.
    expect(meta(html, 'og:description')).toBe(
      'Ada &lt;the&gt; Planter has retired 12 tonnes of CO2e in certified carbon credits through Carbon Commons. Of them, 12 t are sample credits, not real retirements.',
    );
    expect(meta(html, 'og:image')).toBe('https://commons.example/api/api/impact/Ada-Plants/share-image');
    expect(meta(html, 'og:url')).toBe('https://commons.example/u/Ada-Plants');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // Nothing of the account beyond what its owner chose to show.
    expect(html).not.toContain('Greta Greenfield');
    expect(html).not.toContain(user.individualEmail);

    await settings(user.token, { ...on, enabled: false });
    const off = await ctx.app.inject({ url: '/u/ada-plants' });
    expect(off.statusCode).toBe(404);
    expect(off.headers['cache-control']).toBe('no-store');
    expect(meta(decodedBody(off), 'og:title')).toBeUndefined();
    expect(decodedBody(off)).not.toContain('Ada &lt;the&gt; Planter');
  });

  it('should be a 404 for a handle nobody has', async () => {
    const response = await ctx.app.inject({ url: '/u/nobody-has-this' });
    expect(response.statusCode).toBe(404);
    expect(meta(decodedBody(response), 'og:image')).toBeUndefined();
  });
});
