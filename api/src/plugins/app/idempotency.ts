import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { describeIssues, IdempotencyKeySchema, idempotencyKeyHeader, validate } from '@commons/shared/schemas';
import { AppError, badRequest } from '@commons/server-kernel/errors';
import { fingerprintOf, routeOf } from '../../lib/idempotency/fingerprint';
import { createIdempotencyStore, maxLiveKeysPerAccount, type IdempotencyStore } from '../../lib/idempotency/store';
import { currentAccount } from './authenticate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed and must answer or release. */
    idempotencyClaim?: { ownerId: string; key: string };
  }
  interface FastifyInstance {
    idempotencyKeys: IdempotencyStore;
  }
}

export interface IdempotencyOptions {
  /** The time keys are claimed and expire by; tests move it. */
  clock?: () => Date;
  /** How long a repeat waits for the first request with its key to answer. */
  waitMs?: number;
}

const pollMs = 25;
/** A claim unanswered for this long belongs to a request that died (no request runs this long). */
const interruptedAfterMs = 120_000;
/** The expired keys are purged at most this often per instance, on the way of a claim. */
const purgeEveryMs = 60_000;

const headerName = idempotencyKeyHeader.toLowerCase();

/** The request's key, undefined without the header; a malformed one is a 400. */
function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[headerName];
  if (raw === undefined) return undefined;
  if (Array.isArray(raw)) throw badRequest(`Send one ${idempotencyKeyHeader} header, not ${raw.length}`);
  const key = validate(IdempotencyKeySchema, raw);
  if (!key.ok) throw badRequest(describeIssues(key.issues));
  return key.value;
}

const reused = (route: string, first: string) =>
  new AppError(
    422,
    route === first
      ? `This ${idempotencyKeyHeader} was already used with a different request body; send a new key for a new request`
      : `This ${idempotencyKeyHeader} was already used for ${first}; send a new key for a new request`,
  );
const stillRunning = () =>
  new AppError(409, `A request with this ${idempotencyKeyHeader} is still in progress; wait for its answer, then try again`, {
    'retry-after': '1',
  });
const interrupted = () =>
  new AppError(
    409,
    `A request with this ${idempotencyKeyHeader} was interrupted before it answered, so its outcome is unknown: ` +
      'check the result before sending it again with a new key',
  );
const tooManyKeys = (retryAfterSeconds: number) =>
  new AppError(
    429,
    `This account holds ${maxLiveKeysPerAccount} ${idempotencyKeyHeader}s from the last 24 hours, the most it may; try again later`,
    { 'retry-after': String(retryAfterSeconds) },
  );

/** A 2xx is kept and replayed; a refusal (4xx) or failure (5xx) did nothing and is not (docs/api.md). */
const isKept = (statusCode: number) => statusCode >= 200 && statusCode < 300;

/**
 * `Idempotency-Key` on the routes that move money or create a record (docs/api.md#idempotency-key).
 * After the caller is authorized, the key is claimed for the account (a committed row); a repeat of
 * the same request waits for the first one's answer and replays it, headed `Idempotent-Replayed`;
 * the key reused for another request is a 422. The answer is written before it is sent, so a client
 * that got it always gets it again.
 */
export default fp<IdempotencyOptions>(
  async (app, { clock, waitMs = 10_000 }) => {
    const store = createIdempotencyStore(app.db, clock);
    app.decorate('idempotencyKeys', store);
    let lastPurge = -Infinity;

    const purgeNowAndThen = () => {
      const now = store.now().getTime();
      if (now - lastPurge < purgeEveryMs) return;
      lastPurge = now;
      store.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'purging expired idempotency keys failed'));
    };

    /**
     * A new key past the account's cap is a 429 until its oldest key expires
     * (docs/product-rules.md#idempotency-keys); a key it already holds is judged as always.
     * Requests at the same moment may pass it by a few keys: it bounds storage, not money.
     */
    async function refuseOverCap(ownerId: string, key: string): Promise<void> {
      const held = await store.read(ownerId, key);
      if (held && held.expiresAt > store.now()) return;
      const live = await store.live(ownerId);
      if (live.count < maxLiveKeysPerAccount) return;
      const untilFree = (live.nextExpiry?.getTime() ?? store.now().getTime()) - store.now().getTime();
      throw tooManyKeys(Math.max(1, Math.ceil(untilFree / 1000)));
    }

    async function claimOrReplay(request: FastifyRequest, reply: FastifyReply, key: string): Promise<FastifyReply | undefined> {
      const { ownerId } = currentAccount(request);
      const claim = { ownerId, key, route: routeOf(request), fingerprint: fingerprintOf(request) };
      await refuseOverCap(ownerId, key);
      const deadline = Date.now() + waitMs;
      for (;;) {
        const result = await store.claim(claim);
        if (result.claimed) {
          request.idempotencyClaim = { ownerId, key };
          return undefined;
        }
        let row: typeof result.row | undefined = result.row;
        if (row.fingerprint !== claim.fingerprint) throw reused(claim.route, row.route);
        // Held by a running request: wait for its answer (or its release, then claim anew).
        while (row && row.statusCode === null) {
          if (store.now().getTime() - row.claimedAt.getTime() > interruptedAfterMs) throw interrupted();
          if (Date.now() >= deadline) throw stillRunning();
          await sleep(pollMs);
          row = await store.read(ownerId, key);
        }
        if (row && row.statusCode !== null) {
          if (row.contentType) void reply.type(row.contentType);
          return reply.code(row.statusCode).header('idempotent-replayed', 'true').send(row.responseBody);
        }
      }
    }

    app.addHook('preValidation', async (request, reply) => {
      if (!request.routeOptions.config.idempotent) return undefined;
      const key = keyOf(request);
      if (key === undefined) return undefined;
      purgeNowAndThen();
      return claimOrReplay(request, reply, key);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = undefined;
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      try {
        if (isKept(reply.statusCode) && body !== null) {
          const contentType = reply.getHeader('content-type');
          await store.answer(claim.ownerId, claim.key, {
            statusCode: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body,
          });
        } else {
          await store.release(claim.ownerId, claim.key);
        }
      } catch (error) {
        // The effect stands and the caller still gets its answer; the key stays claimed, so a
        // repeat is refused as interrupted rather than run twice.
        request.log.error({ err: error }, 'keeping the idempotency key answer failed');
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['authenticate', 'db'] },
);
