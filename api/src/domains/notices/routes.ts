import type { FastifyPluginAsync } from 'fastify';
import { notices } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { currentAccount } from '../../plugins/app/authenticate';

/** The owner's switches, one per notice kind (docs/product-rules.md#receipts-and-notices). */
export const preferenceRoutes: FastifyPluginAsync = async (app) => {
  route(app, notices.noticePreferences, async (request) => app.noticePreferences.get(currentAccount(request)));

  route(app, notices.updateNoticePreferences, async (request) =>
    app.noticePreferences.update(currentAccount(request), request.input.body),
  );
};
