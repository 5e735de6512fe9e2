import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../../src/app';
import { bearer, completeProfile, signUp } from '../../../../helpers/accounts';
import { setStatus, signInSubUser, statusOf } from '../../../../helpers/account-state';
import { useTestApp, type TestContext } from '../../../../helpers/build';

const detailsUrl = '/api/api/user/individual/update-profile-details';
const profileUrlFor = (individualId: string) => `/api/api/user/individual/update-profile/${individualId}`;

/** The edit-profile form's seven fields. */
const editProfile = () => {
  const { name: _name, city: _city, ...fields } = completeProfile();
  return fields;
};

// One database for both routes: opening one costs seconds.
describe('profile updates', () => {
  const ctx = useTestApp();
  describe('POST /api/api/user/individual/update-profile-details', () => updateProfileDetails(ctx));
  describe('PUT /api/api/user/individual/update-profile/:individualId', () => updateProfile(ctx));
});

function updateProfileDetails(ctx: TestContext) {
  /** The same database under ACCOUNT_REVIEW=manual, where an operator approves. */
  let manual: FastifyInstance;
  beforeAll(async () => {
    manual = await buildApp({ ...ctx.config, accountReview: 'manual' }, { database: ctx.database.db });
  });
  afterAll(() => manual?.close());

  const update = (token: string, data: object, app = ctx.app) =>
    app.inject({ method: 'POST', url: detailsUrl, headers: bearer(token), payload: { data } });

  it('should save only the changed fields and reply with the saved profile', async () => {
    const { user } = await signUp(ctx.app);
    const response = await update(user.token, { city: ' Uppsala ', country: 'Sweden' });

    expect(response.statusCode).toBe(200);
    const { token: _token, ...before } = user;
    expect(response.json()).toEqual({ ...before, individualCity: 'Uppsala', individualCountry: 'Sweden', householdCountry: 'Sweden' });
    const profile = await ctx.app.inject({ url: '/api/api/user/individual/my-profile', headers: bearer(user.token) });
    expect(profile.json()).toMatchObject({ individualCity: 'Uppsala', individualName: user.individualName });
  });

  it('should approve a new account at once when the update completes its profile (ACCOUNT_REVIEW=auto)', async () => {
    const { user } = await signUp(ctx.app);
    expect(user.accountStatus).toBe('REVIEWING');
    const partial = await update(user.token, { city: 'Uppsala' });
    expect(partial.json().accountStatus).toBe('REVIEWING');

    const { city: _city, ...rest } = completeProfile();
    const complete = await update(user.token, rest);
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toMatchObject({ accountStatus: 'APPROVED', individualName: 'Greta Greenfield' });
  });

  it('should leave a completed profile REVIEWING for an operator under ACCOUNT_REVIEW=manual', async () => {
    const { user } = await signUp(manual);
    const response = await update(user.token, completeProfile(), manual);
    expect(response.statusCode).toBe(200);
    expect(response.json().accountStatus).toBe('REVIEWING');
  });

  it('should return an APPROVED account to REVIEWING when a field changes', async () => {
    const { user } = await signUp(manual);
    await update(user.token, completeProfile(), manual);
    await setStatus(ctx.database.db, user.individualId, 'APPROVED');

    const response = await update(user.token, { profession: 'Forester' }, manual);
    expect(response.json()).toMatchObject({ accountStatus: 'REVIEWING', individualProfession: 'Forester' });
  });

  it('should keep an APPROVED account approved when nothing sent differs from the saved profile', async () => {
    const { user } = await signUp(manual);
    await update(user.token, completeProfile(), manual);
    await setStatus(ctx.database.db, user.individualId, 'APPROVED');

    const response = await update(user.token, { city: 'Uppsala', profession: 'Engineer' }, manual);
    expect(response.statusCode).toBe(200);
    expect(response.json().accountStatus).toBe('APPROVED');
  });

  it('should tell whether an update would send the account back to review, as the save then does', async () => {
    const myProfile = async (token: string, app = ctx.app) =>
      (await app.inject({ url: '/api/api/user/individual/my-profile', headers: bearer(token) })).json();
    // Under review: nothing to send back.
    const { user } = await signUp(manual);
    expect((await update(user.token, completeProfile(), manual)).json()).toMatchObject({ reapprovalOnUpdate: false });
    // Approved under manual review: an update sends it back, and does.
    await setStatus(ctx.database.db, user.individualId, 'APPROVED');
    expect(await myProfile(user.token, manual)).toMatchObject({ accountStatus: 'APPROVED', reapprovalOnUpdate: true });
    expect((await update(user.token, { profession: 'Forester' }, manual)).json()).toMatchObject({
      accountStatus: 'REVIEWING',
      reapprovalOnUpdate: false,
    });
    // Approved under automatic review, its profile complete: an update keeps it approved, and does.
    const auto = await signUp(ctx.app);
    const approved = await update(auto.user.token, completeProfile());
    expect(approved.json()).toMatchObject({ accountStatus: 'APPROVED', reapprovalOnUpdate: false });
    expect((await update(auto.user.token, { profession: 'Forester' })).json()).toMatchObject({ accountStatus: 'APPROVED' });
    // A sub-user's profile never moves its status.
    await setStatus(ctx.database.db, user.individualId, 'APPROVED');
    const member = await signInSubUser(manual, user.individualId, { menus: ['PROFILE'] });
    expect(await myProfile(member.token, manual)).toMatchObject({ iam: 'SUB_USER', reapprovalOnUpdate: false });
  });

  it.each([
    ['an empty field', { city: '  ' }, 'data.city: required'],
    ['a short name', { name: 'Greta' }, 'Name is too short'],
    ['a short phone', { phone: '0123456789' }, 'Invalid phone'],
    ['an unknown country', { country: 'Atlantis' }, 'data.country: invalid'],
    ['a nationality given as a code', { nationality: 'NO' }, 'data.nationality: invalid'],
    ['no field at all', {}, 'data: must hold at least one profile field'],
    ['only unknown fields', { email: 'new@example.com' }, 'data: must hold at least one profile field'],
  ])('should reply 400 to %s and save nothing', async (_case, data, message) => {
    const { user } = await signUp(ctx.app);
    const response = await update(user.token, { ...data });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const profile = await ctx.app.inject({ url: '/api/api/user/individual/my-profile', headers: bearer(user.token) });
    const { token: _token, ...saved } = user;
    expect(profile.json()).toEqual(saved);
  });

  it('should reply 400 when the changes are not wrapped in data', async () => {
    const { user } = await signUp(ctx.app);
    const payload = { city: 'Lund' };
    const response = await ctx.app.inject({ method: 'POST', url: detailsUrl, headers: bearer(user.token), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'data: must be an object of changed profile fields' });
  });

  it.each([
    ['REJECTED', 'Your account has been rejected. Please contact support.'],
    ['SUSPENDED', 'Your account has been suspended. Please contact support.'],
  ] as const)('should refuse a %s account with 403 and keep its status', async (status, message) => {
    const { user } = await signUp(ctx.app);
    await setStatus(ctx.database.db, user.individualId, status);
    const response = await update(user.token, completeProfile());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message });
    expect(await statusOf(ctx.database.db, user.individualId)).toBe(status);
  });

  it('should refuse a sub-user whose group policy lacks PROFILE and let one with it through', async () => {
    const { user } = await signUp(ctx.app);
    const without = await signInSubUser(ctx.app, user.individualId, { menus: ['WALLET'] });
    const refused = await update(without.token, { city: 'Lund' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: `You are not authorized to access ${detailsUrl}` });

    const granted = await signInSubUser(ctx.app, user.individualId, { menus: ['PROFILE'] });
    const saved = await update(granted.token, { city: 'Lund' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ individualCity: 'Lund', assignedGroupPolicy: { menus: ['PROFILE'] } });
  });

  it("should give a sub-user the owner's country as its household's, whatever its own", async () => {
    const { user } = await signUp(ctx.app);
    expect((await update(user.token, { country: 'Sweden' })).json()).toMatchObject({ individualCountry: 'Sweden', householdCountry: 'Sweden' });
    const { token } = await signInSubUser(ctx.app, user.individualId, { menus: ['PROFILE'] });
    const profile = await ctx.app.inject({ url: '/api/api/user/individual/my-profile', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ iam: 'SUB_USER', individualCountry: '', householdCountry: 'Sweden' });
    const saved = await update(token, { country: 'Norway' });
    expect(saved.json()).toMatchObject({ individualCountry: 'Norway', householdCountry: 'Sweden' });
  });

  it('should reply 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: detailsUrl, payload: { data: { city: 'Lund' } } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated, please login again' });
  });
}

function updateProfile(ctx: TestContext) {
  const put = (token: string, individualId: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: profileUrlFor(individualId), headers: bearer(token), payload });

  it('should save the seven fields and reply with the updated user', async () => {
    const { user } = await signUp(ctx.app);
    const response = await put(user.token, user.individualId, editProfile());

    expect(response.statusCode).toBe(200);
    const { token: _token, ...before } = user;
    expect(response.json()).toEqual({
      ...before,
      individualCountry: 'Sweden',
      householdCountry: 'Sweden',
      individualPhone: '+4412345678901',
      individualUidOfResidence: 'UID-4242',
      individualNationality: 'Norway',
      individualCitizenshipNo: 'SE-19900101',
      individualEducation: 'MSc Climate Science',
      individualProfession: 'Engineer',
    });
  });

  it('should approve the account once the city completes the profile (ACCOUNT_REVIEW=auto)', async () => {
    const { user } = await signUp(ctx.app);
    const edited = await put(user.token, user.individualId, editProfile());
    expect(edited.json().accountStatus).toBe('REVIEWING');

    const details = await ctx.app.inject({
      method: 'POST',
      url: detailsUrl,
      headers: bearer(user.token),
      payload: { data: { city: 'Uppsala' } },
    });
    expect(details.json().accountStatus).toBe('APPROVED');
  });

  it.each([
    ['another person', async () => (await signUp(ctx.app)).user.individualId],
    ['an id nobody has', async () => randomUUID()],
    ['an id that is not a uuid', async () => 'not-a-uuid'],
  ])('should reply 404 for %s and change nothing', async (_case, otherId) => {
    const { user } = await signUp(ctx.app);
    const response = await put(user.token, await otherId(), editProfile());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Profile not found' });
  });

  it("should reply 404 for another person's id whatever the body, as it says nothing of theirs", async () => {
    const { user } = await signUp(ctx.app);
    const { user: other } = await signUp(ctx.app);
    const response = await put(user.token, other.individualId, { ...editProfile(), country: 'Atlantis' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Profile not found' });
  });

  it("should not change the other person's profile", async () => {
    const { user } = await signUp(ctx.app);
    const { user: other } = await signUp(ctx.app);
    await put(user.token, other.individualId, editProfile());
    const profile = await ctx.app.inject({ url: '/api/api/user/individual/my-profile', headers: bearer(other.token) });
    expect(profile.json().individualCountry).toBe('');
  });

  it('should reply 400 naming every missing or invalid field', async () => {
    const { user } = await signUp(ctx.app);
    const response = await put(user.token, user.individualId, { ...editProfile(), country: 'Atlantis', education: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'country: invalid; education: required' });

    const empty = await put(user.token, user.individualId, {});
    expect(empty.json().message).toBe(
      'country: required; phone: required; uidOfResidence: required; nationality: required; ' +
        'citizenshipNo: required; education: required; profession: required',
    );
  });

  it('should refuse a SUSPENDED account with its message before looking at the id', async () => {
    const { user } = await signUp(ctx.app);
    await setStatus(ctx.database.db, user.individualId, 'SUSPENDED');
    const response = await put(user.token, user.individualId, editProfile());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Your account has been suspended. Please contact support.' });
    expect(await statusOf(ctx.database.db, user.individualId)).toBe('SUSPENDED');
  });

  it('should refuse a sub-user without the PROFILE menu', async () => {
    const { user } = await signUp(ctx.app);
    const { subUser, token } = await signInSubUser(ctx.app, user.individualId, { menus: null });
    const response = await put(token, subUser.id, editProfile());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: `You are not authorized to access ${profileUrlFor(subUser.id)}` });
  });
}
