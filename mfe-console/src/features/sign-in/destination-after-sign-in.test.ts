import { destinationAfterSignIn } from './destination-after-sign-in';

describe('destinationAfterSignIn', () => {
  it.each([
    ['nothing remembered', undefined, '/console'],
    ['a console page', { from: { pathname: '/console', search: '?a=1', hash: '#b' } }, '/console?a=1#b'],
    ['a deeper console page', { from: { pathname: '/console/staff' } }, '/console/staff'],
    ['the sign-in itself', { from: { pathname: '/console/login' } }, '/console'],
    ['the invitation', { from: { pathname: '/console/invite', search: '?token=x' } }, '/console'],
    ['a customer page', { from: { pathname: '/wallet' } }, '/console'],
    ['a look-alike path', { from: { pathname: '/consoles' } }, '/console'],
  ])('should choose the page for %s', (_what, state, expected) => {
    expect(destinationAfterSignIn(state)).toBe(expected);
  });
});
