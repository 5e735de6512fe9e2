import { formatUsd, topUpHref } from '@commons/shared/domain';
import { Link } from '@commons/shared/navigation';
import type { Plan } from '@commons/shared/schemas';
import { missing } from '@commons/shared/ui';
import styled from 'styled-components';
import { formatRunDate, planProgressText } from './plan-figures';

const Text = styled.p`
  margin: 0;
  line-height: 1.4;
  strong { font-weight: 600; }
`;

const TopUp = styled(Link)`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** Carbon Credits returns here once a top-up is paid, and a top-up that covers the month resumes the plan. */
const returnTo = '/carbon-credits';

/** What the next run retires and costs, when the server could tell (the FIFO price of today). */
function nextRun(plan: Plan): string {
  const on = plan.nextRunOn ? `next ${formatRunDate(plan.nextRunOn)}` : 'next month';
  if (plan.nextQuantity === null) return on;
  const cost = plan.nextAmount === null ? '' : ` (${formatUsd(plan.nextAmount)})`;
  return `${on}: ${plan.nextQuantity} t${cost}`;
}

/** Why a plan is paused, and for a lack of funds what to top up (issue 32: `topUpNeeded`). */
function PausedSummary({ plan }: { plan: Plan }) {
  if (plan.pausedReason === 'FUNDS' && plan.topUpNeeded !== null) {
    return (
      <Text>
        <strong>Paused:</strong> <TopUp to={topUpHref(plan.topUpNeeded, returnTo)}>top up {formatUsd(plan.topUpNeeded)}</TopUp>{' '}
        to pay the month it missed. {planProgressText(plan)}.
      </Text>
    );
  }
  const why = plan.pausedReason === 'PRICE' ? "Paused: the budget buys no whole tonne at today's price." : 'Paused by you.';
  return (
    <Text>
      <strong>{why}</strong> {planProgressText(plan)}.
    </Text>
  );
}

/** A row's plan: how far it has come and what it does next, or why it is paused; a dash without one. */
export function PlanSummary({ plan }: { plan: Plan | undefined }) {
  if (!plan) return missing;
  if (plan.status === 'PAUSED') return <PausedSummary plan={plan} />;
  return (
    <Text>
      <strong>Plan:</strong> {planProgressText(plan)}, {nextRun(plan)}
    </Text>
  );
}
