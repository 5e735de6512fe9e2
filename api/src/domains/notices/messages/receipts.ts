import { describeUnits, monthsPerYear, sampleRetirementLabel, type CreditUnit, type RetirementKind } from '@commons/shared/domain';
import { page, usd, when, type MailContent } from './content';

export interface TopUpReceipt {
  amountCents: number;
  /** Card payments carry no extra charge; the receipt still says so ("amount and fee"). */
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
      ['Fee', t.feeCents === 0 ? `${usd(0)} (card payments carry no extra charge)` : usd(t.feeCents)],
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
  kind: RetirementKind;
  year: number;
  /** Which of the year's twelve monthly offsets, for a monthly offset. */
  month: number | undefined;
  /** The month a monthly plan paid for (`2026-12`), for a plan's retirement. */
  planMonth?: string;
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
  /**
   * A sample, not a real retirement (docs/product-rules.md#sample-retirements); absent in a
   * receipt queued before retirements said so.
   */
  sample?: boolean;
}

/** What a sample's receipt says first, plainly. */
const sampleParagraph =
  `${sampleRetirementLabel}: these are sample credits (a sample project, or paid with sandbox test money), ` +
  'so no registry records this retirement and it offsets nothing.';

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `December 2026` for a plan month `2026-12`. */
export const planMonthName = (month: string): string => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** How a receipt names what the retirement offset: the year's credits, a monthly offset or a plan's month. */
function wording(r: RetirementReceipt): { offsetting: string; what: string; heading: string } {
  if (r.kind === 'MONTHLY_OFFSET') {
    return {
      offsetting: `month ${r.month} of ${monthsPerYear} of your household's ${r.year} footprint`,
      what: `monthly offset ${r.month} of ${r.year}`,
      heading: `Monthly offset ${r.month} of ${r.year} done`,
    };
  }
  if (r.kind === 'PLAN') {
    const month = planMonthName(r.planMonth ?? '');
    return {
      offsetting: `part of your household's ${r.year} footprint, as your monthly plan's ${month}`,
      what: `monthly plan, ${month}`,
      heading: `Your monthly plan: ${month} done`,
    };
  }
  return { offsetting: `your household's footprint of ${r.year}`, what: `credits for ${r.year}`, heading: `Your ${r.year} footprint is offset` };
}

/**
 * The receipt of a purchase, a monthly offset or a plan's month, the certificate PDF attached (built when the
 * mail is sent), which keeps the FAQ's promise "certificate sent by email".
 */
export function retirementReceipt(origin: string, r: RetirementReceipt): MailContent {
  const { offsetting, what, heading } = wording(r);
  const units = describeUnits(r.quantity, r.unit);
  return {
    subject: `Receipt: ${r.quantity} tonne${r.quantity === 1 ? '' : 's'} CO2e retired, ${what}`,
    heading: r.sample ? `${sampleRetirementLabel}: ${what}` : heading,
    paragraphs: [
      ...(r.sample ? [sampleParagraph] : []),
      `${units} from ${r.project} were retired in your name, ${r.sample ? 'a sample offset of' : 'offsetting'} ${offsetting}.`,
      'Your retirement certificate is attached as a PDF. Anyone can check it at the verification link printed on it.',
    ],
    details: [
      ['Tonnes retired', `${r.quantity} t CO2e`],
      ['Credits', usd(r.creditsCents)],
      ['Marketplace mark-up', usd(r.feeCents)],
      ['Total paid from your wallet', usd(r.creditsCents + r.feeCents)],
      ['Wallet balance now', usd(r.balanceAfterCents)],
      ['Project', r.sample ? `${r.project} (sample)` : r.project],
      ['Serial numbers', r.serialRange],
      ['Date', when(r.retiredAt)],
      ...(r.boughtBy ? ([['Bought by', r.boughtBy]] as Array<[string, string]>) : []),
      ['Checkout id', r.checkoutId],
    ],
    action: { label: 'Verify the certificate', url: page(origin, `/verify/${r.checkoutId}`) },
    attachments: [{ kind: 'certificate', retirementId: r.checkoutId, siteOrigin: origin }],
  };
}
