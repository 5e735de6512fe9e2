/** A random version 4 UUID from 16 random bytes, for where `crypto.randomUUID` is missing. */
function uuidFromRandomBytes(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A fresh key for one submitted form: the `Idempotency-Key` of what it sends (see `useSend`).
 * Browsers offer `crypto.randomUUID` only in secure contexts (https, localhost); a site reached
 * over plain http elsewhere gets the same kind of UUID from `getRandomValues`, which every
 * context has.
 */
export function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : uuidFromRandomBytes();
}
