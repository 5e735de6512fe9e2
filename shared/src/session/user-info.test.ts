import type { CurrentUser, Profile } from '../domain/user';
import { signedUpUser } from '../testing/users';
import { refreshedUserInfo } from './user-info';

const profileOf = ({ token: _token, ...profile }: CurrentUser): Profile => profile;
const testUser = (change: Partial<Profile> = {}): Profile => ({ ...profileOf(signedUpUser), ...change });

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
