import { siteAccess, type SitePath } from '@commons/shared/domain';
import { pageMeta } from './page-meta';

describe('pageMeta', () => {
  const publicPages: SitePath[] = ['/', '/login', '/register', '/faq', '/privacy-notice', '/conditions-of-use', '/contact-us', '/verify/:checkoutId'];

  it('should give every route of the table a title', () => {
    expect(Object.keys(pageMeta).sort()).toEqual(Object.keys(siteAccess).sort());
  });

  it.each(publicPages)('should describe the public page %s in 50 to 160 characters', (path) => {
    const { description = '' } = pageMeta[path];
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('should not give two public pages but the login aliases the same title', () => {
    const titles = publicPages.filter((path) => path !== '/').map((path) => pageMeta[path].title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
