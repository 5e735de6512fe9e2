import type { CurrentUser } from '@commons/shared/domain';
import { refreshedUserInfo } from './session-sync';
import { testUser } from './test-users';

const stored: CurrentUser = { ...testUser({ accountStatus: 'REVIEWING' }), token: 'token-1' };

describe('refreshedUserInfo', () => {
  it('should take what the server says now and keep the session token', () => {
    const profile = { ...testUser({ accountStatus: 'APPROVED' }), individualName: 'Grace Hopper' };
    expect(refreshedUserInfo(stored, profile)).toEqual({ ...profile, token: 'token-1' });
  });

  it('should report no change when the profile matches the session', () => {
    const { token: _token, ...profile } = stored;
    expect(refreshedUserInfo(stored, profile)).toBeNull();
    expect(refreshedUserInfo(stored, { ...profile, assignedGroupPolicy: null })).toBeNull();
  });

  it('should change nothing without a session or a profile', () => {
    expect(refreshedUserInfo(null, testUser())).toBeNull();
    expect(refreshedUserInfo(stored, undefined)).toBeNull();
  });
});
