import { page, usd, type MailContent } from './content';
import { planMonthName } from './receipts';

/** One plan a reminder or notice tells of. */
export interface PlanDue {
  year: number;
  quantity: number;
  costCents: number;
}

const describe = (p: PlanDue) => `${p.quantity} t for your ${p.year} footprint, ${usd(p.costCents)}`;

/** Three days before a run the wallet cannot pay: "top up $N". */
export function planTopUpReminder(origin: string, r: { month: string; plans: PlanDue[]; balanceCents: number; topUpCents: number }): MailContent {
  const due = r.plans.reduce((sum, p) => sum + p.costCents, 0);
  return {
    subject: `Top up ${usd(r.topUpCents)} for your monthly plan on 1 ${planMonthName(r.month)}`,
    heading: `Top up ${usd(r.topUpCents)} before 1 ${planMonthName(r.month)}`,
    paragraphs: [
      `Your monthly plan runs on 1 ${planMonthName(r.month)} and will take ${usd(due)} from your wallet, which holds ${usd(r.balanceCents)}.`,
      `Top up ${usd(r.topUpCents)} or more before then, or the plan pauses until you do.`,
    ],
    details: [...r.plans.map((p) => ['Plan', describe(p)] as [string, string]), ['Wallet balance', usd(r.balanceCents)], ['Top up', usd(r.topUpCents)]],
    action: { label: 'Top up your wallet', url: page(origin, '/wallet') },
  };
}

/** The run found too little in the wallet: the plan paused, and a top-up that covers it resumes it. */
export function planPausedForFunds(origin: string, r: { month: string; plan: PlanDue; balanceCents: number; topUpCents: number }): MailContent {
  return {
    subject: `Your monthly plan is paused: top up ${usd(r.topUpCents)}`,
    heading: 'Your monthly plan is paused',
    paragraphs: [
      `${planMonthName(r.month)} of your plan needs ${usd(r.plan.costCents)} and your wallet holds ${usd(r.balanceCents)}, so nothing was taken and nothing was retired.`,
      `Top up ${usd(r.topUpCents)} or more: the plan resumes by itself and pays ${planMonthName(r.month)} at once.`,
    ],
    details: [['Plan', describe(r.plan)], ['Wallet balance', usd(r.balanceCents)], ['Top up', usd(r.topUpCents)]],
    action: { label: 'Top up your wallet', url: page(origin, '/wallet') },
  };
}

/** A budget plan whose budget buys no whole tonne at the month's price: paused until its owner changes it. */
export function planPausedForPrice(origin: string, r: { month: string; year: number; budgetCents: number; priceCents: number }): MailContent {
  return {
    subject: 'Your monthly plan is paused: its budget buys no tonne',
    heading: 'Your monthly plan is paused',
    paragraphs: [
      `Credits cost ${usd(r.priceCents)} a tonne this month, more than your plan's monthly budget of ${usd(r.budgetCents)}, so nothing was taken for ${planMonthName(r.month)}.`,
      `Cancel the plan and start one with a larger budget, or one that covers the rest of ${r.year}.`,
    ],
    details: [['Monthly budget', usd(r.budgetCents)], ['Price a tonne', usd(r.priceCents)]],
    action: { label: 'Open Carbon Credits', url: page(origin, '/carbon-credits') },
  };
}
