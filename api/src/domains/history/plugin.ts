import type { Domain, ServiceFactories } from '../domain';
import { createWalletHistory, type WalletHistory } from './history';
import userHistoryRoutes from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    walletHistory: WalletHistory;
  }
}

/** The wallet's history tabs. */
export const historyDomain: Domain = {
  name: 'history',
  services: { walletHistory: createWalletHistory } satisfies ServiceFactories<'walletHistory'>,
  endpoints: userHistoryRoutes,
};
