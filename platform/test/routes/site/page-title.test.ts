import { describe, expect, it } from 'vitest';
import type { PageHead } from '../../../src/site/page-heads';
import { withPageTitle } from '../../../src/site/page-title';

const html = '<html><head><title>Carbon Commons</title></head><body></body></html>';
const head: PageHead = { title: 'Hill Farm', description: 'Turbines.', preloadImage: '/api/api/projects/GS1/pictures/big' };

/** The `<link rel="preload" as="image">` of the page withPageTitle makes of `head`. */
const imagePreload = (page: PageHead) => /<link rel="preload" as="image"[^>]*>/.exec(withPageTitle(html, null, page))?.[0];

describe("withPageTitle's picture preload", () => {
  it('should preload the picture itself when the page names no candidates', () => {
    expect(imagePreload(head)).toBe('<link rel="preload" as="image" href="/api/api/projects/GS1/pictures/big" fetchpriority="high">');
  });

  it("should preload the candidate the page's <img> picks, by its srcset and sizes", () => {
    const preloadImageSet = { srcset: '/small 640w, /api/api/projects/GS1/pictures/big 800w', sizes: '(max-width: 480px) calc(100vw - 32px), 634px' };
    expect(imagePreload({ ...head, preloadImageSet })).toBe(
      '<link rel="preload" as="image" href="/api/api/projects/GS1/pictures/big"' +
        ' imagesrcset="/small 640w, /api/api/projects/GS1/pictures/big 800w" imagesizes="(max-width: 480px) calc(100vw - 32px), 634px" fetchpriority="high">',
    );
  });

  it('should escape the candidates and sizes, so they stay attribute text', () => {
    const preloadImageSet = { srcset: '/a"><script>x</script> 640w', sizes: "100vw' onload='x" };
    const link = imagePreload({ ...head, preloadImageSet });
    expect(link).toContain('imagesrcset="/a&quot;&gt;&lt;script&gt;x&lt;/script&gt; 640w"');
    expect(link).toContain('imagesizes="100vw&#39; onload=&#39;x"');
    expect(withPageTitle(html, null, { ...head, preloadImageSet })).not.toContain('<script>');
  });
});
