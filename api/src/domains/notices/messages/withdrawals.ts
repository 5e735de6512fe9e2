import { page, usd, when, type MailContent } from './content';

export interface WithdrawalRequested {
  requestId: string;
  amountCents: number;
  balanceAfterCents: number;
  requestedAt: Date;
  /** Where it is paid, masked; null for a request without a payout account's copy. */
  paidTo: string | null;
}

/** The notice that a withdrawal was asked for: the amount is held at once, and an operator decides. */
export function withdrawalRequested(origin: string, w: WithdrawalRequested): MailContent {
  return {
    subject: `Withdrawal request received: ${usd(w.amountCents)}`,
    heading: `We received your withdrawal request for ${usd(w.amountCents)}`,
    paragraphs: [
      'The amount is held from your wallet balance while we review the request; we will email you when it is paid out or rejected.',
      'You can cancel it from the Pending tab of your wallet until then, and the amount returns to your balance.',
    ],
    details: [
      ['Amount', usd(w.amountCents)],
      ...(w.paidTo ? [['Paid to', w.paidTo] as [string, string]] : []),
      ['Fee', `${usd(0)} (withdrawals carry no fee)`],
      ['Available balance now', usd(w.balanceAfterCents)],
      ['Requested', when(w.requestedAt)],
      ['Request id', w.requestId],
    ],
    action: { label: 'See your withdrawal requests', url: page(origin, '/wallet') },
  };
}

export interface WithdrawalDecided {
  requestId: string;
  amountCents: number;
  outcome: 'approved' | 'rejected';
  /** The operator's reason for a rejection, when they gave one. */
  reason: string | null;
  decidedAt: Date;
  /** Where it is paid, masked; null for a request without a payout account's copy. */
  paidTo: string | null;
}

/** The notice of the operator's decision: paid out, or rejected with the amount back in the balance. */
export function withdrawalDecided(origin: string, w: WithdrawalDecided): MailContent {
  const amount = usd(w.amountCents);
  const facts: Array<[string, string]> = [
    ['Amount', amount],
    ['Decided', when(w.decidedAt)],
    ['Request id', w.requestId],
  ];
  if (w.outcome === 'approved') {
    return {
      subject: `Withdrawal approved: ${amount} is on its way`,
      heading: `Your withdrawal of ${amount} is approved`,
      paragraphs: [
        w.paidTo
          ? `We approved your withdrawal request and paid the amount out to ${w.paidTo}.`
          : 'We approved your withdrawal request and paid the amount out to you.',
      ],
      details: [['Status', 'Approved, paid out'], ...(w.paidTo ? [['Paid to', w.paidTo] as [string, string]] : []), ...facts],
      action: { label: 'Open your wallet', url: page(origin, '/wallet') },
    };
  }
  return {
    subject: `Withdrawal rejected: ${amount} is back in your wallet`,
    heading: `Your withdrawal of ${amount} was rejected`,
    paragraphs: [
      w.reason ? `Reason: ${w.reason}` : 'No reason was given; contact us if you want to know more.',
      `The ${amount} we held is back in your wallet balance.`,
    ],
    details: [['Status', 'Rejected, amount returned'], ...facts],
    action: { label: 'Open your wallet', url: page(origin, '/wallet') },
  };
}
