import fp from 'fastify-plugin';
import { createAuthService, type AuthService } from '../../domains/auth/auth-service';
import { createLoginLimiter } from '../../domains/auth/login-limiter';
import { createSessions, type Sessions } from '../../domains/auth/sessions';
import { withCompatibilityCheck } from '../../domains/releases/checked-registry';
import { createCompatibilityCheck } from '../../domains/releases/compatibility-check';
import { createReleaseRegistry } from '../../domains/releases/registry';
import { createRemoteRegistry, type RemoteRegistryService } from '../../domains/releases/remote-registry';
import type { ReleaseRegistry } from '../../domains/releases/types';
import { createAccountOperations, type AccountOperations } from '../../domains/users/account-operations';
import { createAccounts } from '../../domains/users/accounts';
import { createProfiles, type Profiles } from '../../domains/users/profiles';
import { createWalletHistory, type WalletHistory } from '../../domains/history/history';
import { createTopUps, type TopUps } from '../../domains/wallet/top-ups';
import { createWalletService, type WalletService } from '../../domains/wallet/wallet-service';
import {
  createWithdrawalOperations,
  type WithdrawalOperations,
} from '../../domains/wallet/withdrawal-operations';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    sessions: Sessions;
    profiles: Profiles;
    accountOperations: AccountOperations;
    releases: ReleaseRegistry;
    remoteRegistry: RemoteRegistryService;
    wallet: WalletService;
    topUps: TopUps;
    walletHistory: WalletHistory;
    withdrawalOperations: WithdrawalOperations;
  }
}

/** One instance of each domain service over the app's database, for the routes to call. */
export default fp(
  async (app) => {
    const sessions = createSessions(app.db, app.config.sessionTtlHours);
    const limiter = createLoginLimiter(app.db, app.config.loginLimits);
    app.decorate('sessions', sessions);
    app.decorate('authService', createAuthService(createAccounts(app.db), sessions, limiter));
    app.decorate('profiles', createProfiles(app.db, app.config.accountReview));
    app.decorate('accountOperations', createAccountOperations(app.db));
    const compatible = createCompatibilityCheck(app.config);
    const releases = withCompatibilityCheck(createReleaseRegistry(app.db), compatible);
    app.decorate('releases', releases);
    app.decorate('remoteRegistry', createRemoteRegistry(releases, compatible));
    app.decorate('wallet', createWalletService(app.db));
    app.decorate('topUps', createTopUps(app.db, app.payments));
    app.decorate('walletHistory', createWalletHistory(app.db));
    app.decorate('withdrawalOperations', createWithdrawalOperations(app.db));
  },
  { name: 'services', dependencies: ['config', 'db', 'payments'] },
);
