import * as v from 'valibot';

/**
 * The request header that makes a request which moves money or creates a record safe to send again
 * (as Stripe's API does; docs/api.md#idempotency-key): the first answer is replayed, nothing
 * happens twice.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** Longest key the API keeps, as Stripe's. */
export const idempotencyKeyMaxLength = 255;

/**
 * A valid key: 1 to 255 printable ASCII characters (a UUID is the usual choice). HTTP itself
 * carries any byte, so the API checks the text with this before looking the key up.
 */
export const IdempotencyKeySchema = v.pipe(
  v.string(),
  v.nonEmpty(`${idempotencyKeyHeader} must not be empty`),
  v.maxLength(idempotencyKeyMaxLength, `${idempotencyKeyHeader} must be at most ${idempotencyKeyMaxLength} characters`),
  v.regex(/^[\x20-\x7e]+$/, `${idempotencyKeyHeader} must be printable ASCII characters only`),
  v.check((key) => key.trim() !== '', `${idempotencyKeyHeader} must not be blank`),
);
