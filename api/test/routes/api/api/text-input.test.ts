import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { individuals } from '../../../../src/db/schema';
import { bearer, completeProfile, signUp, validSignup } from '../../../helpers/accounts';
import { operatorToken, useTestApp, type TestContext } from '../../../helpers/build';
import { payoutReadyUser, creditWallet, raiseWithdrawal } from '../../../helpers/wallet';

const signupUrl = '/api/api/auth/individual/signup';
const detailsUrl = '/api/api/user/individual/update-profile-details';
const profileUrlFor = (individualId: string) => `/api/api/user/individual/update-profile/${individualId}`;

const nul = '\u0000';
const zeroWidthName = '\u200b'.repeat(10);

/**
 * Odd but possible input (docs/api.md#how-input-is-checked-and-errors-reach-the-user): each is
 * refused with 400 and the field's message.
 */
describe('free-text input', () => {
  const ctx = useTestApp();
  describe('POST /api/api/auth/individual/signup', () => signup(ctx));
  describe('profile updates', () => profileUpdates(ctx));
  describe('operator commands', () => operatorCommands(ctx));
});

function signup(ctx: TestContext) {
  const accountCount = async () => (await ctx.app.db.select({ id: individuals.id }).from(individuals)).length;

  it.each([
    ['a NUL in the name', { name: `Greta${nul}Greenfield` }, 'name: must not contain control characters'],
    ['a NUL in the phone', { phone: `+44123${nul}45678901` }, 'Invalid phone'],
    ['a NUL in the email', { email: `greta${nul}@example.com` }, 'Invalid email'],
    ['a NUL in the password', { password: `correct${nul}horse battery` }, 'password: must not contain control characters'],
    ['a phone of letters', { phone: 'call me maybe' }, 'Invalid phone'],
    ['a name of zero-width spaces', { name: zeroWidthName }, 'Name is required'],
  ])('should refuse %s with 400 and create no account', async (_case, change, message) => {
    const before = await accountCount();
    const payload = { ...validSignup(), ...change };
    const response = await ctx.app.inject({ method: 'POST', url: signupUrl, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await accountCount()).toBe(before);
  });

  it('should refuse a NUL in the login email with 400 and take one in the password as a wrong password', async () => {
    const url = '/api/api/auth/individual/login';
    const email = await ctx.app.inject({ method: 'POST', url, payload: { email: `a${nul}@example.com`, password: 'x' } });
    expect([email.statusCode, email.json()]).toEqual([400, { message: 'Invalid email' }]);
    const password = await ctx.app.inject({ method: 'POST', url, payload: { email: 'a@example.com', password: nul } });
    expect([password.statusCode, password.json()]).toEqual([401, { message: 'Invalid email or password' }]);
  });

  it('should store the name and phone trimmed and accept names in any script', async () => {
    const { user } = await signUp(ctx.app, { name: ' \u200b李小龙 Wang Lee\ufeff ', phone: ' +44 20 7946 0958 ' });
    expect(user).toMatchObject({ individualName: '李小龙 Wang Lee', individualPhone: '+44 20 7946 0958' });
  });
}

function profileUpdates(ctx: TestContext) {
  const rowOf = async (individualId: string) => {
    const [row] = await ctx.app.db.select().from(individuals).where(eq(individuals.id, individualId));
    return row;
  };

  const refused = async (token: string, request: { method: 'POST' | 'PUT'; url: string; payload: object }) => {
    const response = await ctx.app.inject({ ...request, headers: bearer(token) });
    return [response.statusCode, response.json()];
  };

  const control = 'must not contain control characters';
  /** Each free-text field with the message of a NUL in it, as the reply names it. */
  const textFields = [
    ['name', `data.name: ${control}`, null],
    ['phone', 'Invalid phone', 'Invalid phone'],
    ['city', `data.city: ${control}`, null],
    ['education', `data.education: ${control}`, `education: ${control}`],
    ['profession', `data.profession: ${control}`, `profession: ${control}`],
    ['citizenshipNo', `data.citizenshipNo: ${control}`, `citizenshipNo: ${control}`],
    ['uidOfResidence', `data.uidOfResidence: ${control}`, `uidOfResidence: ${control}`],
  ] as const;

  it.each(textFields)('should refuse a NUL in %s in update-profile-details and change nothing', async (field, message) => {
    const { user } = await signUp(ctx.app);
    const before = await rowOf(user.individualId);
    const data = { ...completeProfile(), [field]: `${completeProfile()[field]}${nul}x` };

    expect(await refused(user.token, { method: 'POST', url: detailsUrl, payload: { data } })).toEqual([400, { message }]);
    expect(await rowOf(user.individualId)).toEqual(before);
  });

  // The edit-profile form has no name or city.
  const editFields = textFields.flatMap(([field, , message]) => (message ? [[field, message] as const] : []));

  it.each(editFields)('should refuse a NUL in %s in update-profile and change nothing', async (field, message) => {
    const { user } = await signUp(ctx.app);
    const before = await rowOf(user.individualId);
    const { name: _name, city: _city, ...edit } = completeProfile();
    const payload = { ...edit, [field]: `${edit[field]}${nul}x` };

    const request = { method: 'PUT' as const, url: profileUrlFor(user.individualId), payload };
    expect(await refused(user.token, request)).toEqual([400, { message }]);
    expect(await rowOf(user.individualId)).toEqual(before);
  });

  it.each([
    ['a phone of letters', { phone: 'call me maybe' }, 'Invalid phone'],
    ['a name of zero-width spaces', { name: zeroWidthName }, 'data.name: required'],
    ['a city of zero-width characters', { city: '\u200b\u200d\ufeff' }, 'data.city: required'],
  ])('should refuse %s in update-profile-details and change nothing', async (_case, data, message) => {
    const { user } = await signUp(ctx.app);
    const before = await rowOf(user.individualId);

    expect(await refused(user.token, { method: 'POST', url: detailsUrl, payload: { data } })).toEqual([400, { message }]);
    expect(await rowOf(user.individualId)).toEqual(before);
  });
}

function operatorCommands(ctx: TestContext) {
  const operator = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: bearer(operatorToken) });

  it('should refuse a NUL in the name of whoever decides a withdrawal and leave it pending', async () => {
    const user = await payoutReadyUser(ctx.app);
    await creditWallet(ctx.app, user.individualId, 100);
    const requestId = await raiseWithdrawal(ctx.app, user.token, 10);

    const response = await operator('/api/operator/withdrawals/approve', { requestId, by: `ops${nul}` });
    expect([response.statusCode, response.json()]).toEqual([400, { message: 'by: must be a name' }]);
    const pending = await operator('/api/operator/withdrawals/list', { status: 'PENDING' });
    expect(pending.json().withdrawals).toContainEqual(expect.objectContaining({ requestId }));
  });

  it('should refuse a NUL in the name of whoever activates a release', async () => {
    const response = await operator('/api/operator/releases/activate', { name: 'account', version: '1.0.0', by: `ops${nul}` });
    expect([response.statusCode, response.json()]).toEqual([400, { message: 'by: must not contain control characters' }]);
  });
}
