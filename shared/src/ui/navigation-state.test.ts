import { readNavigationState } from './navigation-state';

describe('readNavigationState', () => {
  it('should read the banner texts and the return location', () => {
    const state = { message: 'You need to login first.', from: { pathname: '/wallet', search: '?tab=1', hash: '', key: 'k' } };
    expect(readNavigationState(state)).toEqual({
      message: 'You need to login first.',
      error: undefined,
      success: undefined,
      from: { pathname: '/wallet', search: '?tab=1', hash: '' },
    });
  });

  it.each([null, undefined, 'text', 42, { message: 3, from: 'wallet' }, { from: { pathname: '' } }])(
    'should ignore state of an unexpected shape (%o)',
    (state) => {
      const read = readNavigationState(state);
      expect(read.message).toBeUndefined();
      expect(read.from).toBeUndefined();
    },
  );
});
