import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../../lib/site-origin';
import { runOrderDay, type OrderDayReport } from './order-days';

/** Every day at 00:15 UTC: the reminders due and the unpaid cancelled at 90 days (docs/jobs.md#bank-transfer-orders). */
export const orderDayJob = (app: FastifyInstance) => async (): Promise<OrderDayReport> => runOrderDay(app.db, app.jobs, new Date(), siteOrigin(app));
