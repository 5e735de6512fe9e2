import { formatIban, orderExpiryDays, orderWorkingDays } from '@commons/shared/domain';
import type { TransferAccount } from '@commons/shared/schemas';
import { page, usd, when, type MailContent } from './content';

// The mails of an order paid by bank transfer (docs/product-rules.md#bank-transfer-orders), each
// a receipt: they say where money is to go, or what became of it.

/** What every mail of an order names. */
export interface OrderMailFacts {
  /** The reference in groups of four, as quoted. */
  reference: string;
  year: number;
  quantity: number;
  project: string;
  amountCents: number;
  createdAt: Date;
  expiresAt: Date;
}

const ordered = (o: OrderMailFacts) => `${o.quantity} t CO2e from ${o.project} for your ${o.year} footprint`;

const orderDetails = (o: OrderMailFacts): Array<[string, string]> => [
  ['Order', ordered(o)],
  ['Amount', usd(o.amountCents)],
  ['Reference', o.reference],
];

/** The account lines of the transfer details: IBAN, or account and routing numbers. */
const accountLines = ({ bankName, account }: TransferAccount): Array<[string, string]> => [
  ['Account holder', account.holderName],
  ['Bank', bankName],
  ...(account.kind === 'iban'
    ? ([['IBAN', formatIban(account.iban)]] as Array<[string, string]>)
    : ([['Account number', account.accountNumber], ['Routing number', account.routingNumber]] as Array<[string, string]>)),
];

const openCredits = (origin: string) => ({ label: 'Open Carbon Credits', url: page(origin, '/carbon-credits') });

/** Sent when the order is placed: the details to pay it by. */
export function orderTransferDetails(origin: string, o: OrderMailFacts, account: TransferAccount): MailContent {
  return {
    subject: `Pay ${usd(o.amountCents)} by bank transfer, reference ${o.reference}`,
    heading: 'Your order: the bank-transfer details',
    paragraphs: [
      `Thank you. ${ordered(o)} are reserved for you until you pay.`,
      `Transfer exactly ${usd(o.amountCents)} to the account below and quote the reference ${o.reference}, so the project's provider can match your payment.`,
      `Once the money has arrived, the provider marks the order paid within ${orderWorkingDays} working days, and your certificate follows by email.`,
      `An order still unpaid ${orderExpiryDays} days after it was placed (${when(o.expiresAt)}) is cancelled. You may cancel it yourself until the provider starts checking your transfer.`,
    ],
    details: [...orderDetails(o), ...accountLines(account)],
    action: openCredits(origin),
  };
}

/** The provider took the order in hand: the transfer is being checked; it can no longer be cancelled by the buyer. */
export function orderInProgress(origin: string, o: OrderMailFacts): MailContent {
  return {
    subject: `Your bank-transfer order ${o.reference} is in progress`,
    heading: 'Your order is in progress',
    paragraphs: [
      `The project's provider is checking your transfer for ${ordered(o)}.`,
      `Once it is matched, the order is marked paid and your certificate follows by email within ${orderWorkingDays} working days.`,
    ],
    details: orderDetails(o),
    action: openCredits(origin),
  };
}

/** Paid: the credits are retired; the certificate PDF rides with it, as every retirement's receipt. */
export function orderPaidReceipt(origin: string, o: OrderMailFacts, r: { checkoutId: string; serialRange: string; paidAt: Date; sample: boolean }): MailContent {
  return {
    subject: `Receipt: ${o.quantity} tonne${o.quantity === 1 ? '' : 's'} CO2e retired, paid by bank transfer`,
    heading: `Your ${o.year} order is paid`,
    paragraphs: [
      `Your transfer of ${usd(o.amountCents)} arrived. ${ordered(o)} were retired in your name${r.sample ? ', as a sample offset that no registry records' : ''}.`,
      'Your retirement certificate is attached as a PDF. Anyone can check it at the verification link printed on it.',
    ],
    details: [
      ...orderDetails(o),
      ['Paid by', 'Bank transfer'],
      ['Serial numbers', r.serialRange],
      ['Date', when(r.paidAt)],
      ['Checkout id', r.checkoutId],
    ],
    action: { label: 'Verify the certificate', url: page(origin, `/verify/${r.checkoutId}`) },
    attachments: [{ kind: 'certificate', retirementId: r.checkoutId, siteOrigin: origin }],
  };
}

/** Why an order was cancelled, as its mail says it. */
const cancelledWhy = {
  buyer: 'You cancelled it.',
  expiry: `It was still unpaid ${orderExpiryDays} days after it was placed.`,
} as const;

/** Cancelled by its buyer or by the daily job: the tonnes are for sale again; money sent late is the provider's to return. */
export function orderCancelled(origin: string, o: OrderMailFacts, by: keyof typeof cancelledWhy): MailContent {
  return {
    subject: `Your bank-transfer order ${o.reference} is cancelled`,
    heading: 'Your order is cancelled',
    paragraphs: [
      `${cancelledWhy[by]} The ${o.quantity} t reserved for it are for sale again, and nothing will be retired for this order.`,
      'If you have sent the transfer already, reply to this email with its date and the reference: the project returns it.',
    ],
    details: orderDetails(o),
    action: openCredits(origin),
  };
}

/** A reminder, 30 and 80 days after the order, while it awaits payment. */
export function orderReminder(origin: string, o: OrderMailFacts, account: TransferAccount, days: number): MailContent {
  return {
    subject: `Reminder: your order ${o.reference} awaits your transfer of ${usd(o.amountCents)}`,
    heading: 'Your order awaits payment',
    paragraphs: [
      `You placed this order ${days} days ago and no transfer has been matched to it yet.`,
      `Transfer ${usd(o.amountCents)} quoting the reference ${o.reference}, or cancel the order in Carbon Credits. Unpaid, it is cancelled on ${when(o.expiresAt)}.`,
    ],
    details: [...orderDetails(o), ...accountLines(account)],
    action: openCredits(origin),
  };
}
