import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the sandbox's signature: `Sandbox-Signature: t=<unix seconds>,v1=<hex>`. */
export const sandboxSignatureHeader = 'sandbox-signature';

/** How far a signature's time may be from ours, as Stripe allows: replays older than this are refused. */
export const signatureToleranceSeconds = 5 * 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

const hmac = (secret: string, timestamp: number, payload: Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest();

/** The header value signing `payload` at `timestamp`: HMAC-SHA256 of `<timestamp>.<payload>`. */
export function signSandboxPayload(secret: string, payload: string, timestamp = nowSeconds()): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, Buffer.from(payload)).toString('hex')}`;
}

function parseHeader(header: string): { timestamp: number; signatures: Buffer[] } | null {
  const pairs = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(pairs.find(([key]) => key === 't')?.[1]);
  const signatures = pairs
    .filter(([key, value]) => key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/i.test(value))
    .map(([, value]) => Buffer.from(value!, 'hex'));
  return Number.isSafeInteger(timestamp) && signatures.length > 0 ? { timestamp, signatures } : null;
}

/** Why `header` does not sign `payload` with `secret` now, or null when it does. */
export function sandboxSignatureProblem(
  secret: string,
  payload: Buffer,
  header: string | string[] | undefined,
  now = nowSeconds(),
): string | null {
  if (typeof header !== 'string' || header === '') return 'Missing Sandbox-Signature header';
  const parsed = parseHeader(header);
  if (!parsed) return 'Malformed Sandbox-Signature header; expected t=<timestamp>,v1=<signature>';
  if (Math.abs(now - parsed.timestamp) > signatureToleranceSeconds) {
    return 'Sandbox-Signature timestamp is outside the 5 minute tolerance';
  }
  const expected = hmac(secret, parsed.timestamp, payload);
  // Constant-time comparison, so response times reveal nothing about the expected signature.
  const matches = parsed.signatures.some((signature) => timingSafeEqual(signature, expected));
  return matches ? null : 'Sandbox-Signature does not match the payload';
}
