import type { Domain } from '../domain';
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
  decorate(app, deps) {
    app.decorate('walletHistory', createWalletHistory(deps));
  },
  api: { '/user-history': userHistoryRoutes },
};
