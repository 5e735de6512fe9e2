import type { FastifyInstance } from 'fastify';
import { impact, pathOf } from '@commons/shared/contract';
import { formatCount } from '@commons/shared/domain';
import type { PageHeads } from '@commons/platform/site/page-heads';
import { siteOrigin } from '../../lib/site-origin';
import { apiBasePath } from '../auth/access';

/**
 * The head of `/u/:handle`, which the platform puts in the page's HTML: its title and
 * description name the display name and tonnes retired, with the share image's absolute URL for
 * link previews. Null while the page is off, so the page itself is a 404 at once, as the API is.
 */
export const impactPageHeads = (app: FastifyInstance): PageHeads => ({
  '/u/:handle': async ({ handle = '' }, request) => {
    const headline = await app.publicPages.headline(handle);
    if (!headline) return null;
    const origin = siteOrigin(app, request);
    const tonnes = `${formatCount(headline.totalTonnes)} ${headline.totalTonnes === 1 ? 'tonne' : 'tonnes'}`;
    // A sample's tonnes are said to be samples (docs/product-rules.md#sample-retirements).
    const samples = headline.sampleTonnes === 0 ? '' : ` Of them, ${formatCount(headline.sampleTonnes)} t are sample credits, not real retirements.`;
    return {
      title: `${headline.displayName}: climate impact`,
      description: `${headline.displayName} has retired ${tonnes} of CO2e in certified carbon credits through Carbon Commons.${samples}`,
      image: `${origin}${apiBasePath}/${pathOf(impact.publicImpactShareImage, { handle: headline.handle })}`,
      url: `${origin}/u/${encodeURIComponent(headline.handle)}`,
    };
  },
});
