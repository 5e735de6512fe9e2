import { describe, expect, it } from 'vitest';
import { accountOf } from '../../src/lib/account';

describe('accountOf', () => {
  it('should act on its own account for an owner', () => {
    expect(accountOf({ id: 'owner', ownerId: null })).toEqual({ ownerId: 'owner', callerId: 'owner' });
  });

  it("should act on the owner's account for a sub-user, recording the sub-user as the caller", () => {
    expect(accountOf({ id: 'sub', ownerId: 'owner' })).toEqual({ ownerId: 'owner', callerId: 'sub' });
  });
});
