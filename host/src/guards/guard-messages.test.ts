import { guardMessages } from './guard-messages';

describe('guardMessages', () => {
  it('should use the spec messages word for word', () => {
    expect(guardMessages.loginFirst).toBe('You need to login first.');
    expect(guardMessages.signedOut).toBe("You've been signed out. Please login again.");
    expect(guardMessages.status).toEqual({
      REVIEWING: 'Your account is being reviewed. Please wait.',
      REJECTED: 'Your account has been rejected. Please contact support.',
      SUSPENDED: 'Your account has been suspended. Please contact support.',
    });
    expect(guardMessages.notAuthorized('/wallet')).toBe('You are not authorized to access /wallet');
  });
});
