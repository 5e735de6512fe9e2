import { formatCount, formatUsd, type PlanStatus } from '@commons/shared/domain';
import type { Plan } from '@commons/shared/schemas';
import { BadgeChip } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { budgetText, monthsText } from '../../carbon-credits/components/plan-figures';
import { Tile, TileLabel } from './summary-tile';

const Wide = styled(Tile)`
  grid-column: 1 / -1;
  gap: 10px;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Line = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  strong { font-size: 1.2rem; }
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $share: number }>`
  width: ${({ $share }) => `${$share * 100}%`};
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
`;

/** Why a plan is not running, in a line. */
function statusLine(plan: Plan): string | null {
  if (plan.status === 'PAUSED') {
    if (plan.pausedReason === 'FUNDS') return `Paused: the wallet needs ${formatUsd(plan.topUpNeeded ?? 0)} more to pay the month.`;
    if (plan.pausedReason === 'PRICE') return "Paused: the budget buys no whole tonne at today's price.";
    return 'Paused by you.';
  }
  if (plan.status === 'CANCELLED') return 'Cancelled: no further month is paid.';
  return null;
}

const tone = (status: PlanStatus) => (status === 'ACTIVE' || status === 'COMPLETED' ? 'success' : 'neutral');

/** The tonnes a plan retired against the year's emissions, as a bar whose value is read out too. */
function RetiredBar({ plan, emissions }: { plan: Plan; emissions: number }) {
  const retired = `${formatCount(plan.tonnesRetired)} of ${formatCount(emissions)} t CO2e retired`;
  return (
    <>
      <Track
        role="progressbar"
        aria-label="Tonnes retired by the plan"
        aria-valuemin={0}
        aria-valuemax={emissions}
        aria-valuenow={Math.min(plan.tonnesRetired, emissions)}
        aria-valuetext={retired}
      >
        <Fill $share={emissions > 0 ? Math.min(1, plan.tonnesRetired / emissions) : 1} />
      </Track>
      <Line>{retired}</Line>
    </>
  );
}

/**
 * The year's monthly plan on the dashboard: months covered, tonnes retired against
 * the year's emissions and its status; the newest plan of the year, ended ones included.
 */
export function PlanTile({ plan }: { plan: Plan }) {
  const why = statusLine(plan);
  return (
    <Wide role="group" aria-labelledby="yearly-plan">
      <Heading>
        <TileLabel id="yearly-plan">MONTHLY PLAN</TileLabel>
        <BadgeChip tone={tone(plan.status)}>{plan.status}</BadgeChip>
      </Heading>
      <Line>
        <strong>{monthsText(plan)}</strong> covered{budgetText(plan)}
      </Line>
      {plan.emissions === null ? (
        <Line>{formatCount(plan.tonnesRetired)} t CO2e retired</Line>
      ) : (
        <RetiredBar plan={plan} emissions={plan.emissions} />
      )}
      {why && <Line>{why}</Line>}
    </Wide>
  );
}
