import type { IncomingHttpHeaders } from 'node:http';
import { topUpParams } from '@commons/shared/domain';
import type { PaymentProviderName } from '../config';

/** A card checkout for one top-up, as the wallet asks a provider for it. */
export interface CheckoutRequest {
  /** Our payment session id; the provider carries it to its completion event. */
  sessionId: string;
  amountCents: number;
  customerEmail: string;
  /** The site's origin as the browser sees it, for the provider's return links. */
  origin: string;
  /** A path of this site for the success page to return to (already checked), if any. */
  returnTo?: string | undefined;
}

/**
 * The site's page a paid checkout lands on: it names the top-up, whose credit the page waits
 * for, and carries the way back when there is one.
 */
export function successPagePath(topUpId: string, returnTo?: string): string {
  const search = new URLSearchParams({ [topUpParams.topUpId]: topUpId });
  if (returnTo) search.set(topUpParams.returnTo, returnTo);
  return `/successful-payment?${search.toString()}`;
}

/** The provider's checkout: its own id for it and the hosted page the browser opens. */
export interface CheckoutSession {
  providerSessionId: string;
  url: string;
}

/** A verified "this checkout is paid" event: the only thing that credits a wallet. */
export interface CompletionEvent {
  /** The provider's event id; redelivery repeats it. */
  eventId: string;
  providerSessionId: string;
  amountCents: number;
}

/**
 * What a webhook delivery turned out to be: refused (unsigned, wrongly signed, stale or
 * malformed), or genuine, carrying a completion or nothing to act on (another event type).
 */
export type VerifiedEvent =
  | { verified: false; reason: string }
  | { verified: true; completion: CompletionEvent | null };

/** A card payment provider (docs/product-rules.md#money-and-payments), chosen by `PAYMENT_PROVIDER`. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Checks a webhook delivery against its exact bytes; never throws for a bad delivery. */
  verifyEvent(rawBody: Buffer, headers: IncomingHttpHeaders): VerifiedEvent;
}

export const refused = (reason: string): VerifiedEvent => ({ verified: false, reason });
