/** The sandbox's test cards, as Stripe's test mode knows them. */
export const testCards = { pays: '4242424242424242', declined: '4000000000000002' } as const;

export const cardMessages = {
  useTestCard: 'Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
  declined: 'Your card was declined.',
  badExpiry: 'Enter the expiry date as MM/YY.',
  expired: 'Your card has expired.',
  badCvc: "Enter the card's 3 or 4 digit security code (CVC).",
} as const;

/** What the checkout form sent; anything may be missing or malformed. */
export interface CardForm {
  cardNumber?: unknown;
  expiry?: unknown;
  cvc?: unknown;
}

export type CardOutcome = { paid: true } | { paid: false; declined: boolean; message: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return cardMessages.badExpiry;
  const year = 2000 + Number(match[2]);
  // A card is good through the last day of its expiry month.
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now.getTime() ? cardMessages.expired : null;
}

/**
 * Whether the sandbox card pays: 4242 4242 4242 4242 does, 4000 0000 0000 0002 is declined,
 * any other number is refused with the test cards to use, and expiry and CVC must look real.
 */
export function chargeTestCard(form: CardForm, now = new Date()): CardOutcome {
  const number = text(form.cardNumber).replace(/[\s-]/g, '');
  if (number !== testCards.pays && number !== testCards.declined) {
    return { paid: false, declined: false, message: cardMessages.useTestCard };
  }
  const expiry = expiryProblem(text(form.expiry), now);
  if (expiry) return { paid: false, declined: false, message: expiry };
  if (!/^\d{3,4}$/.test(text(form.cvc))) return { paid: false, declined: false, message: cardMessages.badCvc };
  if (number === testCards.declined) return { paid: false, declined: true, message: cardMessages.declined };
  return { paid: true };
}
