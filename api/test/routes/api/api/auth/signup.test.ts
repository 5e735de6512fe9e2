import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { individuals, sessions } from '../../../../../src/db/schema';
import { hashToken } from '../../../../../src/domains/auth/tokens';
import { bearer, signUp, uniqueEmail, validSignup } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';

const url = '/api/api/auth/individual/signup';

describe('POST /api/api/auth/individual/signup', () => {
  const ctx = useTestApp();

  it('should create a REVIEWING owner account and reply 201 with the current user and a token', async () => {
    const payload = validSignup();
    const response = await ctx.app.inject({ method: 'POST', url, payload });

    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      authenticated: true,
      accountStatus: 'REVIEWING',
      iam: 'ADMIN',
      userHistoryId: expect.any(String),
      individualId: expect.any(String),
      individualName: payload.name,
      individualEmail: payload.email,
      emailVerified: false,
      passwordChangeAdvised: false,
      reapprovalOnUpdate: false,
      assignedGroupPolicyId: null,
      assignedGroupPolicy: null,
      individualPhone: payload.phone,
      individualCountry: '',
      individualCity: '',
      individualEducation: '',
      individualProfession: '',
      individualNationality: '',
      individualCitizenshipNo: '',
      individualUidOfResidence: '',
      householdCountry: '',
    });
    expect(user).not.toHaveProperty('message');
  });

  it('should hand out a token that opens my-profile', async () => {
    const { user } = await signUp(ctx.app);
    const response = await ctx.app.inject({ url: '/api/api/user/individual/my-profile', headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().individualId).toBe(user.individualId);
  });

  it('should store the password as an argon2id hash and the token only as its sha256', async () => {
    const { payload, user } = await signUp(ctx.app);
    const [row] = await ctx.database.db.select().from(individuals).where(eq(individuals.id, user.individualId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(payload.password);

    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.individualId, user.individualId));
    expect(stored.map((s) => s.tokenHash)).toEqual([hashToken(user.token)]);
  });

  it('should keep the email lower-case', async () => {
    const email = uniqueEmail();
    const { user } = await signUp(ctx.app, { email: email.toUpperCase() });
    expect(user.individualEmail).toBe(email);
  });

  it('should refuse a second account for the same email, whatever its case, with 409', async () => {
    const { payload } = await signUp(ctx.app);
    const again = { ...validSignup(), email: payload.email.toUpperCase() };
    const response = await ctx.app.inject({ method: 'POST', url, payload: again });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists' });
  });

  it.each([
    ['name is missing', { name: undefined }, 'Name is required'],
    ['name is blank', { name: '   ' }, 'Name is required'],
    ['name is under 7 characters', { name: 'Greta' }, 'Name is too short'],
    ['email is missing', { email: undefined }, 'Email is required'],
    ['email is not an address', { email: 'greta.example.com' }, 'Invalid email'],
    ['password is missing', { password: undefined }, 'Password is required'],
    ['password is under 12 characters', { password: 'x7#Qv!pL2zk' }, 'password is too short'],
    ['password is a common one', { password: 'password1234' }, 'password: password is too common or too easy to guess'],
    ['password is a common one dressed up', { password: 'Password123!' }, 'password: password is too common or too easy to guess'],
    ['password is made of the name', { password: 'GretaGreenfield1' }, 'password: password is too common or too easy to guess'],
    ['phone is missing', { phone: undefined }, 'Phone is required'],
    ['phone is under 11 characters', { phone: '12345' }, 'Invalid phone'],
    ['name is a number (not "required")', { name: 123 }, 'name: must be text'],
    ['email is a number', { email: 5 }, 'email: must be text'],
    ['phone is a list', { phone: ['+44'] }, 'phone: must be text'],
    ['email is null, as a JSON client sends an empty field', { email: null }, 'Email is required'],
  ])('should reply 400 when %s', async (_case, change, message) => {
    const response = await ctx.app.inject({ method: 'POST', url, payload: { ...validSignup(), ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('should create nobody when the password is too easy to guess', async () => {
    const payload = { ...validSignup(), password: 'qwertyuiop123' };
    expect((await ctx.app.inject({ method: 'POST', url, payload })).statusCode).toBe(400);
    expect(await ctx.app.db.select().from(individuals).where(eq(individuals.email, payload.email))).toEqual([]);
  });

  it('should name every invalid field in one message', async () => {
    const response = await ctx.app.inject({ method: 'POST', url, payload: { name: 'Greta', email: 'nope' } });
    expect(response.statusCode).toBe(400);
    const { message } = response.json();
    for (const expected of ['Name is too short', 'Invalid email', 'Password is required', 'Phone is required']) {
      expect(message).toContain(expected);
    }
  });
});
