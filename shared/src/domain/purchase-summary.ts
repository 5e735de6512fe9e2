import { centsToUsd, usdToCents } from './money';

/** The prices of a credit listing, in USD per tonne (docs/product-rules.md#records-and-field-names). */
export interface ListingPrices {
  unitPrice: number;
  markUpPrice: number;
}

/** The Purchasing Credits popup's figures (docs/product-rules.md#figures-and-limits), in USD. */
export interface PurchaseSummary {
  quantity: number;
  /** unit price x quantity: what the credits cost. */
  creditsTotal: number;
  /** mark-up price x quantity: what the buyer pays. */
  markedUpTotal: number;
  /** (mark-up price - unit price) / unit price x 100. */
  markUpPercentage: number;
  /** markedUpTotal - creditsTotal: the platform's fee, recorded beside the amount at checkout. */
  fee: number;
  /** mark-up price - unit price: the fee on each tonne. */
  feePerTonne: number;
}

/** What a purchase costs in integer cents: what the wallet is debited, as amount and fee. */
export interface PurchaseCents {
  /** unit price x quantity: the checkout's amount. */
  creditsCents: number;
  /** mark-up price x quantity: what the buyer pays in all. */
  markedUpCents: number;
  /** markedUpCents - creditsCents: the checkout's fee. */
  feeCents: number;
}

/** The purchase totals from prices in cents per tonne: the one computation the popup and the checkout share. */
export function purchaseCents(unitCents: number, markUpCents: number, quantity: number): PurchaseCents {
  const creditsCents = unitCents * quantity;
  const markedUpCents = markUpCents * quantity;
  return { creditsCents, markedUpCents, feeCents: markedUpCents - creditsCents };
}

/**
 * The purchase figures' arithmetic (docs/product-rules.md#figures-and-limits), in integer cents so
 * that 3 x 0.1 is 0.3 and the popup, the ledger and the history agree to the cent. The checkout
 * debits `markedUpTotal`, split into amount and fee.
 */
export function purchaseSummary(prices: ListingPrices, quantity: number): PurchaseSummary {
  const unitCents = usdToCents(prices.unitPrice);
  const markUpCents = usdToCents(prices.markUpPrice);
  const { creditsCents, markedUpCents, feeCents } = purchaseCents(unitCents, markUpCents, quantity);
  return {
    quantity,
    creditsTotal: centsToUsd(creditsCents),
    markedUpTotal: centsToUsd(markedUpCents),
    markUpPercentage: unitCents === 0 ? 0 : ((markUpCents - unitCents) / unitCents) * 100,
    fee: centsToUsd(feeCents),
    feePerTonne: centsToUsd(markUpCents - unitCents),
  };
}
