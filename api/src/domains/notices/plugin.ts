import type { Domain, ServiceFactories } from '../domain';
import { createNoticePreferences, type NoticePreferencesService } from './preferences';
import { preferenceRoutes } from './routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

declare module 'fastify' {
  interface FastifyInstance {
    noticePreferences: NoticePreferencesService;
  }
}

/**
 * Receipts and notices (docs/product-rules.md#receipts-and-notices): the owner's notice
 * preferences and the notices' unsubscribe links. The mail itself is queued by the domain whose
 * change it tells of (`queueNotice`, `queueReceipt`), in that change's transaction.
 */
export const noticesDomain: Domain = {
  name: 'notices',
  services: { noticePreferences: createNoticePreferences } satisfies ServiceFactories<'noticePreferences'>,
  endpoints: [preferenceRoutes, unsubscribeRoutes],
};
