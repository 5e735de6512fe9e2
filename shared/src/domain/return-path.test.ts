import { safeReturnPath, topUpHref, wholeUsdCovering } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/carbon-credits?purchase=abc', '/carbon-credits?purchase=abc'],
    ['/wizard?step=3&purchase=abc', '/wizard?step=3&purchase=abc'],
    ['/wallet#history', '/wallet#history'],
  ])('should keep the site path %s', (value, kept) => {
    expect(safeReturnPath(value)).toBe(kept);
  });

  it.each([
    ['another site', 'https://evil.example/carbon-credits'],
    ['a scheme-relative address', '//evil.example/x'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a javascript address', 'javascript:alert(1)'],
    ['a relative path', 'carbon-credits'],
    ['a tab inside the host', '/\t/evil.example'],
    ['an API address', '/api/api/user/logout'],
    ['nothing', ''],
    ['not a string', 42],
    ['a very long path', `/${'a'.repeat(600)}`],
  ])('should refuse %s', (_what, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('wholeUsdCovering', () => {
  it('should round a shortfall up to whole dollars, at least 1', () => {
    expect(wholeUsdCovering(1)).toBe(1);
    expect(wholeUsdCovering(100)).toBe(1);
    expect(wholeUsdCovering(101)).toBe(2);
    expect(wholeUsdCovering(31040)).toBe(311);
  });
});

describe('topUpHref', () => {
  it('should carry the amount and the encoded way back', () => {
    expect(topUpHref(311, '/carbon-credits?purchase=abc')).toBe('/wallet?topUp=311&returnTo=%2Fcarbon-credits%3Fpurchase%3Dabc');
  });
});
