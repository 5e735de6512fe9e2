import { randomUUID } from 'node:crypto';
import { refused, type PaymentProvider, type VerifiedEvent } from './provider';
import { sandboxSignatureHeader, sandboxSignatureProblem, signSandboxPayload } from './sandbox-signature';

/** Where the sandbox serves the checkout page of a session. */
export const sandboxCheckoutPath = (sessionId: string) => `/api/payments/sandbox/checkout/${sessionId}`;

/** The event the sandbox sends when a session is paid, shaped like Stripe's. */
export const sandboxCompletedType = 'checkout.session.completed';

interface SandboxEvent {
  id: string;
  type: string;
  created: number;
  data: { sessionId: string; amountCents: number };
}

/** A signed webhook delivery: the exact body and the headers to send with it. */
export interface SignedDelivery {
  body: string;
  headers: Record<string, string>;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The signed completion event of a paid session, as the sandbox delivers it to the webhook. */
  completionEvent(session: { id: string; amountCents: number }): SignedDelivery;
}

function parseEvent(rawBody: Buffer): SandboxEvent | null {
  try {
    const event = JSON.parse(rawBody.toString('utf8')) as Partial<SandboxEvent> | null;
    const data = event?.data;
    const wellFormed =
      typeof event?.id === 'string' &&
      typeof event.type === 'string' &&
      typeof data?.sessionId === 'string' &&
      Number.isSafeInteger(data.amountCents);
    return wellFormed ? (event as SandboxEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The built-in provider: its checkout page is served by this API, and its completion events
 * are signed with `secret` (HMAC-SHA256, Stripe's scheme) and checked like Stripe's.
 */
export function createSandboxProvider(secret: string): SandboxProvider {
  return {
    name: 'sandbox',

    async createCheckoutSession({ sessionId, origin, returnTo }) {
      // Like Stripe's success_url, the way back is fixed when the session is made: the page carries it.
      const back = returnTo ? `?${new URLSearchParams({ returnTo }).toString()}` : '';
      return { providerSessionId: sessionId, url: `${origin}${sandboxCheckoutPath(sessionId)}${back}` };
    },

    verifyEvent(rawBody, headers): VerifiedEvent {
      const problem = sandboxSignatureProblem(secret, rawBody, headers[sandboxSignatureHeader]);
      if (problem) return refused(problem);
      const event = parseEvent(rawBody);
      if (!event) return refused('Malformed sandbox event');
      if (event.type !== sandboxCompletedType) return { verified: true, completion: null };
      const { sessionId, amountCents } = event.data;
      return { verified: true, completion: { eventId: event.id, providerSessionId: sessionId, amountCents } };
    },

    completionEvent({ id, amountCents }) {
      const event: SandboxEvent = {
        id: `evt_${randomUUID()}`,
        type: sandboxCompletedType,
        created: Math.floor(Date.now() / 1000),
        data: { sessionId: id, amountCents },
      };
      const body = JSON.stringify(event);
      const signature = signSandboxPayload(secret, body);
      return { body, headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature } };
    },
  };
}
