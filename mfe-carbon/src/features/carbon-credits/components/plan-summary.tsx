import { formatUsd, topUpHref } from '@commons/shared/domain';
import { Link } from '@commons/shared/navigation';
import type { Plan } from '@commons/shared/schemas';
import styled from 'styled-components';
import { formatRunDate, planProgressText } from './plan-figures';

const Text = styled.p`
  margin: 0;
  line-height: 1.4;
  strong { font-weight: 600; }
  span { display: block; }
`;

const TopUp = styled(Link)`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** Carbon Credits returns here once a top-up is paid, and a top-up that covers the month resumes the plan. */
const returnTo = '/carbon-credits';

/** "Next Jan 1, 2027: 5 t ($15.50)": what the next run retires and costs at today's FIFO price, as far as the server could tell. */
function nextRun(plan: Plan): string {
  const on = plan.nextRunOn ? `Next ${formatRunDate(plan.nextRunOn)}` : 'Next month';
  if (plan.nextQuantity === null) return `${on}.`;
  const cost = plan.nextAmount === null ? '' : ` (${formatUsd(plan.nextAmount)})`;
  return `${on}: ${plan.nextQuantity} t${cost}`;
}

/** Why a plan is paused, and for a lack of funds what to top up (`topUpNeeded`). */
function pausedWhy(plan: Plan) {
  if (plan.pausedReason === 'FUNDS' && plan.topUpNeeded !== null) {
    return (
      <>
        <strong>Paused:</strong> <TopUp to={topUpHref(plan.topUpNeeded, returnTo)}>top up {formatUsd(plan.topUpNeeded)}</TopUp> to pay
        the month it missed.
      </>
    );
  }
  const why = plan.pausedReason === 'PRICE' ? "Paused: the budget buys no whole tonne at today's price." : 'Paused by you.';
  return <strong>{why}</strong>;
}

/** A row's open plan: how far it has come, then what it does next or why it is paused. */
export function PlanSummary({ plan }: { plan: Plan }) {
  if (plan.status === 'PAUSED') {
    return (
      <Text>
        <span>{pausedWhy(plan)}</span> <span>{planProgressText(plan)}.</span>
      </Text>
    );
  }
  return (
    <Text>
      <span>
        <strong>Plan:</strong> {planProgressText(plan)}.
      </span>{' '}
      <span>{nextRun(plan)}</span>
    </Text>
  );
}
