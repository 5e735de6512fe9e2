import { completionJob } from './completion-job';
import type { Domain, ServiceFactories } from '../domain';
import { withdrawalCommands } from './commands';
import paymentRoutes from './payment-routes';
import walletRoutes from './routes';
import { createPayoutAccounts, type PayoutAccounts } from './payout-accounts';
import { createTopUps, type TopUps } from './top-ups';
import { createWalletService, type WalletService } from './wallet-service';
import { createWithdrawalOperations, type WithdrawalOperations } from './withdrawal-operations';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
    topUps: TopUps;
    withdrawalOperations: WithdrawalOperations;
    /** The owner's payout account, where withdrawals are paid. */
    payoutAccounts: PayoutAccounts;
  }
}

/** The wallet: balance, card top-ups (and the provider's side of them), withdrawals. */
export const walletDomain: Domain = {
  name: 'wallet',
  services: {
    wallet: createWalletService,
    topUps: createTopUps,
    withdrawalOperations: createWithdrawalOperations,
    payoutAccounts: createPayoutAccounts,
  } satisfies ServiceFactories<'wallet' | 'topUps' | 'withdrawalOperations' | 'payoutAccounts'>,
  endpoints: walletRoutes,
  commands: withdrawalCommands,
  routes: { '/api/payments': paymentRoutes },
  jobs: { 'payments.completion': completionJob },
};
