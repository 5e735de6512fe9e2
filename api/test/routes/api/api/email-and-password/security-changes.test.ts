import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { individuals } from '../../../../../src/db/schema';
import { linkToken } from '../../../../helpers/account-links';
import { bearer, signUp, uniqueEmail } from '../../../../helpers/accounts';
import { useTestApp } from '../../../../helpers/build';
import { logIn } from '../../../../helpers/callers';
import { useMailbox } from '../../../../helpers/mailbox';

const api = '/api/api';
const newPassword = 'a brand new passphrase';

describe('the Security page: change password and change email', () => {
  const mailbox = useMailbox();
  const ctx = useTestApp(() => ({ smtpUrl: mailbox.smtpUrl }));

  /** A new account whose signup mail has gone out, with a second session elsewhere. */
  const newAccount = async () => {
    const { payload, user } = await signUp(ctx.app);
    await mailbox.waitFor({ to: payload.email, subject: 'Confirm your email address' });
    return { payload, user, elsewhere: await logIn(ctx.app, payload.email, payload.password) };
  };
  const post = (token: string, path: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `${api}/user/individual/${path}`, headers: bearer(token), payload });
  const profileStatus = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: `${api}/user/individual/my-profile`, headers: bearer(token) })).statusCode;
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: `${api}/auth/individual/login`, payload: { email, password } });
  const stored = async (id: string) => (await ctx.app.db.select().from(individuals).where(eq(individuals.id, id)))[0]!;

  describe('change password', () => {
    it('should change it, keep this session, end every other one and send a notice', async () => {
      const { payload, user, elsewhere } = await newAccount();
      const response = await post(user.token, 'change-password', { currentPassword: payload.password, newPassword });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ passwordChanged: true });
      expect(await profileStatus(user.token)).toBe(200);
      expect(await profileStatus(elsewhere)).toBe(401);
      await mailbox.waitFor({ to: payload.email, subject: 'Your password was changed' });
      expect((await login(payload.email, payload.password)).statusCode).toBe(401);
      expect((await login(payload.email, newPassword)).statusCode).toBe(200);
    });

    it.each([
      [{ currentPassword: 'not the password', newPassword }, 400, 'The current password is not correct'],
      [{ currentPassword: 'correct horse battery', newPassword: 'short' }, 400, 'newPassword: password is too short'],
      [{ currentPassword: 'correct horse battery', newPassword: 'iloveyou2024' }, 400, 'newPassword: password is too common or too easy to guess'],
      [{ currentPassword: '', newPassword }, 400, 'Current password is required'],
      [{ currentPassword: 'correct horse battery', newPassword: 'correct horse battery' }, 400, 'The new password must differ from the current one'],
    ])('should refuse %j with its message and change nothing', async (body, status, message) => {
      const { payload, user, elsewhere } = await newAccount();
      const before = (await stored(user.individualId)).passwordHash;
      const response = await post(user.token, 'change-password', body);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
      expect((await stored(user.individualId)).passwordHash).toBe(before);
      expect(await profileStatus(elsewhere)).toBe(200);
      expect((await login(payload.email, payload.password)).statusCode).toBe(200);
    });

    it('should wait after five wrong current passwords', async () => {
      const { user } = await newAccount();
      for (let i = 0; i < 5; i += 1) {
        expect((await post(user.token, 'change-password', { currentPassword: `wrong ${i}`, newPassword })).statusCode).toBe(400);
      }
      const sixth = await post(user.token, 'change-password', { currentPassword: 'correct horse battery', newPassword });
      expect(sixth.statusCode).toBe(429);
    });
  });

  describe('change email', () => {
    it('should change the address only when the link sent to the new one is followed, telling the old one', async () => {
      const { payload, user } = await newAccount();
      const newEmail = uniqueEmail();
      const asked = await post(user.token, 'change-email', { newEmail, password: payload.password });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ pendingEmail: newEmail });
      const notice = await mailbox.waitFor({ to: payload.email, subject: 'A change of your email address was asked for' });
      expect(notice.text).toContain(newEmail);
      const confirm = await mailbox.waitFor({ to: newEmail, subject: 'Confirm your new email address' });
      expect((await stored(user.individualId)).email).toBe(payload.email);

      const followed = await ctx.app.inject({
        method: 'POST',
        url: `${api}/auth/individual/verify-email`,
        payload: { token: linkToken(confirm, '/verify-email') },
      });
      expect(followed.statusCode).toBe(200);
      expect(followed.json()).toEqual({ email: newEmail, changed: true });
      const after = await stored(user.individualId);
      expect(after.email).toBe(newEmail);
      expect(after.emailVerifiedAt).not.toBeNull();
      expect((await login(payload.email, payload.password)).statusCode).toBe(401);
      expect((await login(newEmail, payload.password)).statusCode).toBe(200);
    });

    it('should answer a taken address as a free one, the mail to it telling the truth', async () => {
      const { payload, user } = await newAccount();
      const other = await newAccount();
      const response = await post(user.token, 'change-email', { newEmail: other.payload.email, password: payload.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ pendingEmail: other.payload.email });
      const told = await mailbox.waitFor({ to: other.payload.email, subject: 'This address already has an account' });
      expect(told.text).not.toContain('/verify-email');
      expect((await stored(user.individualId)).email).toBe(payload.email);
    });

    it('should throttle changes of address before looking at the address', async () => {
      const { payload, user } = await newAccount();
      const other = await newAccount();
      for (let i = 0; i < 5; i += 1) {
        expect((await post(user.token, 'change-email', { newEmail: uniqueEmail(), password: payload.password })).statusCode).toBe(200);
      }
      const taken = await post(user.token, 'change-email', { newEmail: other.payload.email, password: payload.password });
      const free = await post(user.token, 'change-email', { newEmail: uniqueEmail(), password: payload.password });
      expect(taken.statusCode).toBe(429);
      expect(taken.json()).toEqual(free.json());
    });

    it('should refuse the link when the new address was taken meanwhile', async () => {
      const { payload, user } = await newAccount();
      const newEmail = uniqueEmail();
      await post(user.token, 'change-email', { newEmail, password: payload.password });
      const confirm = await mailbox.waitFor({ to: newEmail, subject: 'Confirm your new email address' });
      await mailbox.waitFor({ to: payload.email, subject: 'A change of your email address was asked for' });
      await signUp(ctx.app, { email: newEmail });
      await mailbox.waitFor({ to: newEmail, subject: 'Confirm your email address' });
      const followed = await ctx.app.inject({
        method: 'POST',
        url: `${api}/auth/individual/verify-email`,
        payload: { token: linkToken(confirm, '/verify-email') },
      });
      expect(followed.statusCode).toBe(409);
      expect((await stored(user.individualId)).email).toBe(payload.email);
    });

    it.each([
      [{ newEmail: 'nope', password: 'correct horse battery' }, 'Invalid email'],
      [{ newEmail: 'someone@example.com', password: 'wrong password' }, 'The current password is not correct'],
    ])('should refuse %j with its message and send nothing', async (body, message) => {
      const { user } = await newAccount();
      const before = mailbox.messages.length;
      const response = await post(user.token, 'change-email', body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
      expect(mailbox.messages.length).toBe(before);
    });

    it('should refuse its own address', async () => {
      const { payload, user } = await newAccount();
      const response = await post(user.token, 'change-email', { newEmail: payload.email, password: payload.password });
      expect(response.json()).toEqual({ message: 'This is already your email address' });
    });

    it('should void a waiting change of address when the password changes', async () => {
      const { payload, user } = await newAccount();
      const newEmail = uniqueEmail();
      await post(user.token, 'change-email', { newEmail, password: payload.password });
      const confirm = await mailbox.waitFor({ to: newEmail, subject: 'Confirm your new email address' });
      await mailbox.waitFor({ to: payload.email, subject: 'A change of your email address was asked for' });
      await post(user.token, 'change-password', { currentPassword: payload.password, newPassword });
      await mailbox.waitFor({ to: payload.email, subject: 'Your password was changed' });
      const followed = await ctx.app.inject({
        method: 'POST',
        url: `${api}/auth/individual/verify-email`,
        payload: { token: linkToken(confirm, '/verify-email') },
      });
      expect(followed.statusCode).toBe(400);
      expect((await stored(user.individualId)).email).toBe(payload.email);
    });
  });
});
