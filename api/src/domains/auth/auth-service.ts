import type { CurrentUser, LoginReply } from '@commons/shared/domain';
import type { Login, Signup, TwoFactorLogin } from '@commons/shared/schemas';
import { AppError } from '@commons/server-kernel/errors';
import type { Individual } from '../../db/schema';
import type { ServiceDeps } from '../domain';
import { sendVerification } from '../email-and-password/email-verification';
import { createTwoFactor } from '../sign-in-security/two-factor';
import { createAccounts } from '../users/accounts';
import { toCurrentUser } from '../users/current-user';
import { createKnownBrowsers } from './known-browsers';
import { createLoginLimiter } from './login-limiter';
import { failsPasswordRule, requireStrongPassword } from './password-rule';
import { verifyPassword } from './passwords';
import { createSessions, type SessionClient } from './sessions';
import { createSignInLinks } from './sign-in-link';

export type AuthService = ReturnType<typeof createAuthService>;

/** Who signs in: the session's browser and address, and the device token its cookie holds, if any. */
export interface SignInClient extends SessionClient {
  deviceToken: string | null;
}

/** A sign-in's answer, and the device token the browser keeps when it signed in fully. */
export interface SignInOutcome<R extends LoginReply = LoginReply> {
  reply: R;
  deviceToken: string | null;
}

/** Signing up, in and out: the rules behind the auth routes. */
export function createAuthService(deps: Pick<ServiceDeps, 'db' | 'config' | 'jobs'>) {
  const accounts = createAccounts(deps);
  const sessions = createSessions(deps);
  const limiter = createLoginLimiter(deps);
  const knownBrowsers = createKnownBrowsers(deps);
  const twoFactor = createTwoFactor(deps);
  const links = createSignInLinks(deps);

  /** The session, and the browser known from now on for the account (its cookie's token). */
  async function signIn(individual: Individual, client: SignInClient): Promise<SignInOutcome<CurrentUser>> {
    await accounts.recordLogin(individual.id);
    const token = await sessions.open(individual.id, client);
    const deviceToken = await knownBrowsers.remember(individual.id, client.deviceToken);
    const { individual: acting, householdCountry } = await accounts.acting(individual);
    const assignedGroupPolicy = await accounts.assignedGroupPolicy(individual);
    const facts = { assignedGroupPolicy, householdCountry, review: deps.config.accountReview };
    return { reply: toCurrentUser(acting, facts, token), deviceToken };
  }

  /** The first factor passed (password or mailed link): the session, or the code step when two-factor is on. */
  async function firstFactorPassed(individual: Individual, client: SignInClient): Promise<SignInOutcome> {
    if (await twoFactor.isEnabled(individual.id)) {
      return { reply: { twoFactorRequired: true, challenge: await twoFactor.openChallenge(individual.id) }, deviceToken: null };
    }
    return signIn(individual, client);
  }

  return {
    /**
     * Creates the account and signs it in at once, as the client goes straight to the profile;
     * the link to verify the address is queued in the same transaction, so a mail
     * goes out exactly when the account exists.
     */
    async signup(input: Signup, client: SessionClient, origin: string): Promise<CurrentUser> {
      await requireStrongPassword('password', input.password, [input.email, input.name]);
      const individual = await deps.db.transaction(async (tx) => {
        const created = await createAccounts({ db: tx }).create(input);
        await sendVerification(tx, deps.jobs, created, origin);
        return created;
      });
      const token = await sessions.open(individual.id, client);
      // A new owner account has no group policy (only sub-users are assigned one), and its household is its own.
      const facts = { assignedGroupPolicy: null, householdCountry: individual.country, review: deps.config.accountReview };
      return toCurrentUser(individual, facts, token);
    },

    /**
     * Signs in with email and password; one message for either mistake. A browser that signed
     * in to the account before (its device cookie) is throttled by its own failures only. With
     * two-factor on, the answer is a challenge for the code step instead of a session. A password
     * that fails today's rule still signs in, and the account is asked to change it
     * (docs/product-rules.md#passwords). While the account's cap for unknown browsers is reached,
     * a right password mails a sign-in link and the owner hears of the attack
     * (docs/product-rules.md#sign-in-security).
     */
    async login(input: Login, client: SignInClient, origin: string): Promise<SignInOutcome> {
      const knownBrowser = await knownBrowsers.find(client.deviceToken, input.email);
      const attempt = await limiter.begin(input.email, client.address, knownBrowser);
      const individual = await accounts.findByEmail(input.email);
      const passwordMatches = await verifyPassword(individual?.passwordHash ?? null, input.password);
      if (attempt.accountCapped) return links.answerCapped(individual, passwordMatches, () => attempt.succeeded(), origin);
      if (!individual || !passwordMatches) {
        // The failure that fills the account's cap warns the owner at once; counted for any
        // address, so the time of the answer does not tell which have accounts.
        if ((await limiter.accountFull(input.email)) && individual) await links.noticeAttack(individual, origin);
        throw new AppError(401, 'Invalid email or password');
      }
      await attempt.succeeded();
      const advised = await failsPasswordRule(input.password, [individual.email, individual.name]);
      if (advised !== individual.passwordChangeAdvised) await accounts.advisePasswordChange(individual.id, advised);
      return firstFactorPassed({ ...individual, passwordChangeAdvised: advised }, client);
    },

    /** Follows a mailed sign-in link: the browser signs in (and is known from now on), after the code if two-factor is on. */
    async loginWithLink(token: string, client: SignInClient): Promise<SignInOutcome> {
      return firstFactorPassed(await links.consume(token), client);
    },

    /** The code step of a sign-in with two-factor on: a current code or an unused recovery code. */
    async loginWithCode(input: TwoFactorLogin, client: SignInClient): Promise<SignInOutcome<CurrentUser>> {
      const individualId = await twoFactor.passChallenge(input.challenge, input.code, client);
      const individual = await accounts.findById(individualId);
      if (!individual) throw new AppError(401, 'This sign-in has expired, please enter your password again');
      return signIn(individual, client);
    },

    logout: (tokenHash: string) => sessions.revoke(tokenHash),
  };
}
