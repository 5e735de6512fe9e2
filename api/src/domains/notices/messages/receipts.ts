import { describeUnits, monthsPerYear, type CreditUnit } from '@commons/shared/domain';
import { page, usd, when, type MailContent } from './content';

export interface TopUpReceipt {
  amountCents: number;
  /** The site takes no fee on top-ups; the receipt still says so (issue 31: "amount and fee"). */
  feeCents: number;
  balanceAfterCents: number;
  paidAt: Date;
  /** Our payment session's id, the reference support asks for. */
  reference: string;
  provider: string;
}

/** The receipt of a card top-up, sent once the provider's verified completion credits the wallet. */
export function topUpReceipt(origin: string, t: TopUpReceipt): MailContent {
  const credited = t.amountCents - t.feeCents;
  return {
    subject: `Receipt: ${usd(credited)} added to your wallet`,
    heading: `${usd(credited)} added to your wallet`,
    paragraphs: [
      'Thank you. Your card payment went through and the money is in your Carbon Commons wallet, ready to buy carbon credits.',
      'Keep this email as your receipt.',
    ],
    details: [
      ['Amount paid', usd(t.amountCents)],
      ['Fee', t.feeCents === 0 ? `${usd(0)} (top-ups carry no fee)` : usd(t.feeCents)],
      ['Added to your wallet', usd(credited)],
      ['Wallet balance now', usd(t.balanceAfterCents)],
      ['Date', when(t.paidAt)],
      ['Paid by', t.provider === 'sandbox' ? 'Card (sandbox test payment)' : 'Card'],
      ['Reference', t.reference],
    ],
    action: { label: 'Open your wallet', url: page(origin, '/wallet') },
  };
}

export interface RetirementReceipt {
  checkoutId: string;
  kind: 'CHECKOUT' | 'MONTHLY_OFFSET';
  year: number;
  /** Which of the year's twelve monthly offsets, for a monthly offset. */
  month: number | undefined;
  quantity: number;
  unit: CreditUnit | undefined;
  creditsCents: number;
  feeCents: number;
  balanceAfterCents: number;
  project: string;
  serialRange: string;
  retiredAt: Date;
  /** A sub-user's name when one made it: the receipt goes to the owner, who should know who bought. */
  boughtBy: string | null;
}

/**
 * The receipt of a purchase or a monthly offset, the certificate PDF attached (built when the
 * mail is sent), which keeps the FAQ's promise "certificate sent by email".
 */
export function retirementReceipt(origin: string, r: RetirementReceipt): MailContent {
  const monthly = r.kind === 'MONTHLY_OFFSET';
  const offsetting = monthly
    ? `month ${r.month} of ${monthsPerYear} of your household's ${r.year} footprint`
    : `your household's footprint of ${r.year}`;
  const what = monthly ? `monthly offset ${r.month} of ${r.year}` : `credits for ${r.year}`;
  const units = describeUnits(r.quantity, r.unit);
  return {
    subject: `Receipt: ${r.quantity} tonne${r.quantity === 1 ? '' : 's'} CO2e retired, ${what}`,
    heading: monthly ? `Monthly offset ${r.month} of ${r.year} done` : `Your ${r.year} footprint is offset`,
    paragraphs: [
      `${units} from ${r.project} were retired in your name, offsetting ${offsetting}.`,
      'Your retirement certificate is attached as a PDF. Anyone can check it at the verification link printed on it.',
    ],
    details: [
      ['Tonnes retired', `${r.quantity} t CO2e`],
      ['Credits', usd(r.creditsCents)],
      ['Fee', usd(r.feeCents)],
      ['Total paid from your wallet', usd(r.creditsCents + r.feeCents)],
      ['Wallet balance now', usd(r.balanceAfterCents)],
      ['Project', r.project],
      ['Serial numbers', r.serialRange],
      ['Date', when(r.retiredAt)],
      ...(r.boughtBy ? ([['Bought by', r.boughtBy]] as Array<[string, string]>) : []),
      ['Checkout id', r.checkoutId],
    ],
    action: { label: 'Verify the certificate', url: page(origin, `/verify/${r.checkoutId}`) },
    attachments: [{ kind: 'certificate', retirementId: r.checkoutId, siteOrigin: origin }],
  };
}
