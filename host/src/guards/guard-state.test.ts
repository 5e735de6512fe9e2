import { readGuardState, returnPath } from './guard-state';

describe('readGuardState', () => {
  it('should read the flags, the return location and the required policies', () => {
    const read = readGuardState({
      unauthorized: true,
      reviewing: true,
      message: 'You are not authorized to access /wallet',
      from: { pathname: '/wallet', search: '?a=1', hash: '', key: 'k' },
      requiredPolicies: ['WALLET', 'NOT_A_MENU', 3],
    });
    expect([...read.flags].sort()).toEqual(['reviewing', 'unauthorized']);
    expect(read.from).toEqual({ pathname: '/wallet', search: '?a=1', hash: '' });
    expect(read.requiredPolicies).toEqual(['WALLET']);
  });

  it.each([undefined, null, 'reviewing', { reviewing: 'true', requiredPolicies: 'WALLET' }])('should read %o as no state', (state) => {
    const read = readGuardState(state);
    expect(read.flags.size).toBe(0);
    expect(read.from).toBeUndefined();
    expect(read.requiredPolicies).toEqual([]);
  });
});

describe('returnPath', () => {
  it('should return a path on this site other than the current one', () => {
    expect(returnPath({ pathname: '/wallet', search: '?tab=pending', hash: '#top' }, '/reviewing')).toBe('/wallet?tab=pending#top');
    expect(returnPath({ pathname: '/reviewing' }, '/reviewing')).toBeNull();
    expect(returnPath({ pathname: '//evil.example/x' }, '/reviewing')).toBeNull();
    expect(returnPath(undefined, '/reviewing')).toBeNull();
  });
});
