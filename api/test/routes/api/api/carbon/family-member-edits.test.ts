import { describe, expect, it } from 'vitest';
import { familyMembersMax } from '@commons/shared/domain';
import { bearer } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { get, post, validMember } from '../../../../helpers/carbon';
import { approvedUser } from '../../../../helpers/wallet';

const members = 'user/individual/family-members';

describe('family members: the limit, editing and removing', () => {
  const ctx = useTestApp();
  const add = (token: string, payload: object = validMember()) => post(ctx.app, token, 'user/individual/add-family-member', payload);
  const put = (token: string, id: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/api/${members}/${id}`, payload, headers: bearer(token) });
  const remove = (token: string, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/api/${members}/${id}`, headers: bearer(token) });
  const names = async (token: string) => (await get(ctx.app, token, members)).json().map((m: { memberName: string }) => m.memberName);

  it(`should refuse member ${familyMembersMax + 1} with 409 and a message, even sent all at once`, async () => {
    const user = await approvedUser(ctx.app);
    const statuses = await Promise.all(
      Array.from({ length: familyMembersMax + 5 }, (_, i) => add(user.token, { ...validMember(), memberName: `Member Number ${i}` }).then((r) => r.statusCode)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(familyMembersMax);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const refused = await add(user.token);
    expect(refused.json()).toEqual({
      message: `An account can have at most ${familyMembersMax} family members; remove one before adding another`,
    });
    expect(await names(user.token)).toHaveLength(familyMembersMax);
  });

  it("should change a member's details and list the change", async () => {
    const user = await approvedUser(ctx.app);
    const { familyMemberId } = (await add(user.token)).json();
    const changed = await put(user.token, familyMemberId, { ...validMember(), memberName: 'Lars Renamed', memberRelation: 'Sibling' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ familyMemberId, memberName: 'Lars Renamed', memberRelation: 'Sibling' });
    expect(await names(user.token)).toEqual(['Lars Renamed']);
  });

  it('should refuse a bad edit with the add form\'s message and change nothing', async () => {
    const user = await approvedUser(ctx.app);
    const { familyMemberId } = (await add(user.token)).json();
    const refused = await put(user.token, familyMemberId, { ...validMember(), memberName: '' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'memberName: required' });
    expect(await names(user.token)).toEqual(['Lars Greenfield']);
  });

  it('should remove a member, freeing a place under the limit', async () => {
    const user = await approvedUser(ctx.app);
    const { familyMemberId } = (await add(user.token)).json();
    const removed = await remove(user.token, familyMemberId);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ familyMemberId });
    expect(await names(user.token)).toEqual([]);
    expect((await remove(user.token, familyMemberId)).statusCode).toBe(404);
  });

  it.each([
    ['another account\'s member', 'other'],
    ['an unknown id', '0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['a malformed id', 'not-a-uuid'],
  ])('should answer 404 for %s and change nothing', async (_case, which) => {
    const owner = await approvedUser(ctx.app);
    const { familyMemberId } = (await add(owner.token)).json();
    const other = await approvedUser(ctx.app);
    const [caller, id] = which === 'other' ? [other.token, familyMemberId] : [owner.token, which];
    const edited = await put(caller, id, { ...validMember(), memberName: 'Taken Over' });
    expect(edited.statusCode).toBe(404);
    expect(edited.json()).toEqual({ message: 'Family member not found' });
    expect((await remove(caller, id)).statusCode).toBe(404);
    expect(await names(owner.token)).toEqual(['Lars Greenfield']);
  });
});
