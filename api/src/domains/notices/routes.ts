import type { FastifyPluginAsync } from 'fastify';
import { NoticePreferencesSchema, UpdateNoticePreferencesSchema } from '@commons/shared/schemas';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { withBody } from '../../lib/with-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** `/user/individual/notification-preferences`: the owner's switches, one per notice kind (issue 31). */
export const preferenceRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/notification-preferences',
    { schema: docs({ summary: 'Which notice kinds the account gets by email', reply: NoticePreferencesSchema }) },
    async (request) => app.noticePreferences.get(currentAccount(request)),
  );

  // Setting a switch twice is the same as once, so no idempotency key is needed.
  app.put(
    '/notification-preferences',
    withBody({ summary: 'Turn notice kinds on or off', body: UpdateNoticePreferencesSchema, reply: NoticePreferencesSchema }),
    async (request) => app.noticePreferences.update(currentAccount(request), request.body),
  );
};
