import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FactorSets } from '@commons/shared/domain';
import type { JobEngine, JobHandler } from './jobs/engine';
import type { QueueName } from './jobs/queues';
import type { BlobStore } from '../blobs';
import type { AppConfig } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/database';
import type { PaymentProvider } from '../payments';
import type { OpsCommandGroup } from '../operator/ops-command';

/**
 * What every domain service is built from. Each service is `createXService(deps)` over (a part
 * of) these and returns an object of functions; one acting for a signed-in caller takes the
 * request's `Account` first, then its input.
 */
export interface ServiceDeps {
  db: Database;
  config: AppConfig;
  payments: PaymentProvider;
  /** The store of uploaded files (identity documents). */
  blobs: BlobStore;
  /** The database's committed changes, for services that keep copies in memory; none in unit tests. */
  changes?: ChangeFeed | null;
  /** The job engine, for services that send jobs (mail among them) in their transactions. */
  jobs: JobEngine;
  /** The footprint factor sets by version: records' detailed estimates. */
  factorSets: FactorSets;
  /** Now, for services whose rules follow the calendar (a plan's months); a test may set it. */
  clock?: () => Date;
}

/**
 * The factories of the services named `K`, checked against the types the domain's
 * `declare module 'fastify'` gives them: `services: {...} satisfies ServiceFactories<'wallet'>`.
 */
export type ServiceFactories<K extends keyof FastifyInstance> = { [P in K]: (deps: ServiceDeps) => FastifyInstance[P] };

/** Routes by URL prefix, relative to where the app mounts them. */
export type RoutesByPrefix = Record<string, FastifyPluginAsync>;

/**
 * One domain of the server (auth, users, wallet, ...), declared by its folder's `plugin.ts`
 * and listed once in `domains/index.ts`: the app builds its services, mounts its routes and
 * serves its operator commands from this alone.
 */
export interface Domain {
  name: string;
  /**
   * The domain's services by the name the app is decorated with (the folder's `declare module`
   * gives their types), each built by its `createX(deps)`.
   */
  services: Record<string, (deps: ServiceDeps) => object>;
  /**
   * The handlers of the domain's declared endpoints (`@commons/shared/contract`), registered with
   * `route` under `/api/api`, each checked by `authorize` (docs/architecture.md#the-api-contract).
   */
  endpoints?: FastifyPluginAsync | readonly FastifyPluginAsync[];
  /** The `pnpm ops` commands of the domain, served under `/api/operator` too. */
  commands?: OpsCommandGroup;
  /** Routes outside the client API (payments), from the root. */
  routes?: RoutesByPrefix;
  /** The handlers of the queues the domain owns, made from the app (docs/jobs.md). */
  jobs?: Partial<Record<QueueName, (app: FastifyInstance) => JobHandler<never>>>;
  /** Jobs sent on a cron schedule (UTC) by whichever process runs the jobs. */
  schedules?: Array<{ queue: QueueName; cron: string }>;
}
