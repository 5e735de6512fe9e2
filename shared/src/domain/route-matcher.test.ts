import { routeMatcher } from './site-access';

const routeOf = routeMatcher(['/', '/login', '/wallet', '/faq', '/verify/:checkoutId']);

describe('routeMatcher', () => {
  it.each([
    ['/', '/'],
    ['/login', '/login'],
    ['/login/', '/login'],
    ['/wallet?tab=history', '/wallet'],
    ['/faq#top', '/faq'],
    ['/verify/0b7c9d1e', '/verify/:checkoutId'],
    ['/verify/', null],
    ['/verify/a/b', null],
    ['/nope', null],
    ['/robots.txt', null],
    ['/loginx', null],
  ])('should place %s on %s', (url, path) => {
    expect(routeOf(url)).toBe(path);
  });
});
