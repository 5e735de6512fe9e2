import type { Socket } from 'node:net';
import platform from '@commons/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { bodyLimitBytes, type AppConfig } from './config';
import type { Database } from './db/database';
import { parseJsonBody } from './lib/json-body';
import authenticate from './plugins/app/authenticate';
import authorize from './plugins/app/authorize';
import { clientErrorReply } from './plugins/app/client-errors';
import noStore from './plugins/app/no-store';
import slowBodies from './plugins/app/slow-bodies';
import dataExportWorker from './plugins/app/data-export-worker';
import errorHandler, { frameworkErrorReply } from '@commons/server-kernel/plugins/error-handler';
import idempotency from './plugins/app/idempotency';
import operatorAuth from './plugins/app/operator-auth';
import routeList from './plugins/app/route-list';
import services from './plugins/app/services';
import configPlugin from './plugins/external/config';
import blobs from './plugins/external/blobs';
import changeFeed from './plugins/external/change-feed';
import db from './plugins/external/db';
import openapi from './plugins/external/openapi';
import payments from './plugins/external/payments';
import securityHeaders, { refuseUnroutable } from '@commons/platform/security-headers';
import { domains } from './domains';
import jobs from './domains/jobs/engine-plugin';
import jobWorkers from './domains/jobs/workers-plugin';
import { defaultSenderTiming, mailJobOptions, type SenderTiming } from './domains/mail/sender';
import mailSender from './domains/mail/sender-plugin';
import { impactPageHeads } from './domains/impact/page-head';
import { projectPageHeads } from './domains/projects/page-head';
import type { PaymentProvider } from './payments';
import apiRoutes from './routes/api/api';
import operatorRoutes from './routes/api/operator';

export interface BuildOptions {
  /** A database the caller opened and will close (tests share one per file); else one is opened from config. */
  database?: Database;
  /** A payment provider to use instead of the configured one (tests keep Stripe's network out). */
  paymentProvider?: PaymentProvider;
  /**
   * Now, for Idempotency-Keys' claims and expiry and for a plan's months (tests move it past 24
   * hours, or to a month with others after it in its year).
   */
  clock?: () => Date;
  /** How mail jobs lease and retry (tests retry within a second); sending needs `config.smtpUrl`. */
  mailTiming?: Partial<SenderTiming>;
}

/** The whole server: the product's API and operator endpoints, then the delivery platform (registry, remote builds, releases, the site). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { trustProxy, requestTimeouts } = config;
  const refuseMalformed = clientErrorReply(config);
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: bodyLimitBytes,
    // Node's nets under the body watchdog (slow-bodies.ts), looked at every second rather than 30.
    requestTimeout: requestTimeouts.requestSeconds * 1000,
    http: { headersTimeout: requestTimeouts.headersSeconds * 1000, connectionsCheckingInterval: 1000 },
    clientErrorHandler: refuseMalformed,
    frameworkErrors: refuseUnroutable(config, frameworkErrorReply),
    // A hop count works at run time, but Fastify's types only take it as a function.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Opening the embedded database applies every migration first: on a busy two-core machine
    // that passed Fastify's 10 s default, and the server refused to start.
    pluginTimeout: 120_000,
  });
  // JSON only: without this, text/plain bodies would reach the routes as strings.
  app.removeContentTypeParser('text/plain');
  // Refuses `__proto__` and `constructor.prototype` keys naming them, not as malformed JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);

  await app.register(routeList);
  // Before every route, so each one's schema reaches the document (and the pass-through compilers).
  await app.register(openapi);
  await app.register(configPlugin, { config });
  await app.register(securityHeaders, { devRemotes: config.devRemotes });
  await app.register(slowBodies, {
    cut: (socket: Socket) => refuseMalformed({ code: 'ERR_HTTP_REQUEST_TIMEOUT' }, socket),
  });
  await app.register(db, { database: options.database });
  await app.register(changeFeed);
  const mailTiming = { ...defaultSenderTiming, backoffMs: config.mailRetrySeconds * 1000, ...options.mailTiming };
  await app.register(jobs, { sendDefaults: { 'mail.send': mailJobOptions(mailTiming) } });
  await app.register(blobs);
  await app.register(payments, { provider: options.paymentProvider });
  await app.register(errorHandler);
  await app.register(services, { clock: options.clock });
  await app.register(dataExportWorker);
  await app.register(jobWorkers);
  await app.register(authenticate);
  await app.register(authorize);
  await app.register(operatorAuth);
  await app.register(idempotency, { clock: options.clock });
  await app.register(mailSender, { timing: mailTiming });
  await app.register(noStore);

  await app.register(apiRoutes, { prefix: '/api/api' });
  await app.register(operatorRoutes, { prefix: '/api/operator' });
  for (const domain of domains) {
    for (const [prefix, routes] of Object.entries(domain.routes ?? {})) await app.register(routes, { prefix });
  }
  // Last: its site answers every path no route above takes.
  await app.register(platform, {
    db: app.db,
    blobs: app.blobs,
    config: app.config,
    authenticateOperator: app.authenticateOperator,
    pageHeads: { ...impactPageHeads(app), ...projectPageHeads(app) },
  });
  return app;
}
