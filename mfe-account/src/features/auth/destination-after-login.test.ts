import { destinationAfterLogin } from './destination-after-login';

describe('destinationAfterLogin', () => {
  it.each([
    ['no state', undefined, '/dashboard'],
    ['a banner message only', { message: "You've been signed out." }, '/dashboard'],
    ['a protected page', { from: { pathname: '/wallet' } }, '/wallet'],
    ['its query and hash', { from: { pathname: '/assets', search: '?year=2024', hash: '#top' } }, '/assets?year=2024#top'],
    ['the login page', { from: { pathname: '/login' } }, '/dashboard'],
    ['the landing page', { from: { pathname: '/' } }, '/dashboard'],
    ['the logout page', { from: { pathname: '/logout' } }, '/dashboard'],
  ])('should handle %s', (_case, state, destination) => {
    expect(destinationAfterLogin(state)).toBe(destination);
  });
});
