import type { CurrentUser } from '@commons/shared/domain';
import type { Login, Signup } from '@commons/shared/schemas';
import { AppError } from '@commons/platform/errors';
import type { ServiceDeps } from '../domain';
import { sendVerification } from '../account-security/email-verification';
import { createAccounts } from '../users/accounts';
import { toCurrentUser } from '../users/current-user';
import { createLoginLimiter } from './login-limiter';
import { verifyPassword } from './passwords';
import { createSessions } from './sessions';

export type AuthService = ReturnType<typeof createAuthService>;

/** Signing up, in and out: the rules behind the auth routes. */
export function createAuthService(deps: Pick<ServiceDeps, 'db' | 'config'>) {
  const accounts = createAccounts(deps);
  const sessions = createSessions(deps);
  const limiter = createLoginLimiter(deps);
  return {
    /**
     * Creates the account and signs it in at once, as the client goes straight to the profile;
     * the link to verify the address is queued in the same transaction (issue 31), so a mail
     * goes out exactly when the account exists.
     */
    async signup(input: Signup, origin: string): Promise<CurrentUser> {
      const individual = await deps.db.transaction(async (tx) => {
        const created = await createAccounts({ db: tx }).create(input);
        await sendVerification(tx, created, origin);
        return created;
      });
      const token = await sessions.open(individual.id);
      // A new owner account has no group policy; only sub-users are assigned one.
      return toCurrentUser(individual, null, token);
    },

    /** Signs in with email and password from client `address`; one message for either mistake. */
    async login(input: Login, address: string): Promise<CurrentUser> {
      const attempt = await limiter.begin(input.email, address);
      const individual = await accounts.findByEmail(input.email);
      const passwordMatches = await verifyPassword(individual?.passwordHash ?? null, input.password);
      if (!individual || !passwordMatches) {
        throw new AppError(401, 'Invalid email or password');
      }
      await attempt.succeeded();
      await accounts.recordLogin(individual.id);
      const token = await sessions.open(individual.id);
      const acting = await accounts.withEffectiveStatus(individual);
      return toCurrentUser(acting, await accounts.assignedGroupPolicy(individual), token);
    },

    logout: (tokenHash: string) => sessions.revoke(tokenHash),
  };
}
