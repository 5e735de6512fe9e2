import { describe, expect, it } from 'vitest';
import { signInSubUser } from '../../../../helpers/account-state';
import { useTestApp } from '../../../../helpers/build';
import { get, post, validMember } from '../../../../helpers/carbon';
import { approvedUser } from '../../../../helpers/wallet';

describe('family members', () => {
  const ctx = useTestApp();
  const add = (token: string, payload: object) => post(ctx.app, token, 'user/individual/add-family-member', payload);

  it('should add a member, reply it in the contract shape, and list the account\'s members oldest first', async () => {
    const user = await approvedUser(ctx.app);
    const added = await add(user.token, validMember());
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      familyMemberId: expect.any(String),
      memberRelation: 'Spouse',
      memberName: 'Lars Greenfield',
      memberId: 'M-1001',
      memberCountryResidence: 'Sweden',
      memberNationality: 'Norway',
      memberCitizenshipNo: 'NO-19880101',
    });
    await add(user.token, { ...validMember(), memberName: 'Liv Greenfield', memberRelation: 'Child' });
    const other = await approvedUser(ctx.app);
    await add(other.token, { ...validMember(), memberName: 'Somebody Else' });

    const listed = await get(ctx.app, user.token, 'user/individual/family-members');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((m: { memberName: string }) => m.memberName)).toEqual(['Lars Greenfield', 'Liv Greenfield']);
  });

  it.each([
    ['memberRelation', 'Cousin', 'memberRelation: invalid'],
    ['memberRelation', '', 'memberRelation: required'],
    ['memberName', '', 'memberName: required'],
    ['memberId', '  ', 'memberId: required'],
    ['countryResidence', 'Atlantis', 'countryResidence: invalid'],
    ['nationality', '', 'nationality: required'],
    ['memberCitizenshipNo', undefined, 'memberCitizenshipNo: required'],
  ])('should refuse %s = %j with "%s"', async (field, value, message) => {
    const user = await approvedUser(ctx.app);
    const response = await add(user.token, { ...validMember(), [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const listed = await get(ctx.app, user.token, 'user/individual/family-members');
    expect(listed.json()).toEqual([]);
  });

  it('should let a sub-user with WIZARD add to and read its owner\'s family, and refuse one without', async () => {
    const owner = await approvedUser(ctx.app);
    const helper = await signInSubUser(ctx.app, owner.individualId, { menus: ['WIZARD'] });
    expect((await add(helper.token, validMember())).statusCode).toBe(201);
    const listed = await get(ctx.app, owner.token, 'user/individual/family-members');
    expect(listed.json()).toHaveLength(1);

    const walletOnly = await signInSubUser(ctx.app, owner.individualId, { menus: ['WALLET'] });
    const refused = await add(walletOnly.token, validMember());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You are not authorized to access /api/api/user/individual/add-family-member' });
  });
});
