import { completionJob } from './completion-job';
import type { Domain, ServiceFactories } from '../domain';
import { withdrawalCommands } from './commands';
import paymentRoutes from './payment-routes';
import walletRoutes from './routes';
import { createTopUps, type TopUps } from './top-ups';
import { createWalletService, type WalletService } from './wallet-service';
import { createWithdrawalOperations, type WithdrawalOperations } from './withdrawal-operations';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
    topUps: TopUps;
    withdrawalOperations: WithdrawalOperations;
  }
}

/** The wallet: balance, card top-ups (and the provider's side of them), withdrawals. */
export const walletDomain: Domain = {
  name: 'wallet',
  services: {
    wallet: createWalletService,
    topUps: createTopUps,
    withdrawalOperations: createWithdrawalOperations,
  } satisfies ServiceFactories<'wallet' | 'topUps' | 'withdrawalOperations'>,
  endpoints: walletRoutes,
  commands: withdrawalCommands,
  routes: { '/api/payments': paymentRoutes },
  jobs: { 'payments.completion': completionJob },
};
