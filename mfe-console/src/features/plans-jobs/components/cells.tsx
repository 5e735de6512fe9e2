import { centsToUsd, formatDateTime, formatUsd } from '@commons/shared/domain';
import type { PlanOverview } from '@commons/shared/schemas';
import { BadgeChip, type ChipTone } from '@commons/shared/ui-kit';
import styled from 'styled-components';

export const Mono = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.8rem;
  overflow-wrap: anywhere;
`;

export const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`;

const tones: Record<PlanOverview['status'], ChipTone> = { ACTIVE: 'success', PAUSED: 'danger', CANCELLED: 'neutral', COMPLETED: 'neutral' };
const pauseWords: Record<NonNullable<PlanOverview['pausedReason']>, string> = {
  OWNER: 'by its owner',
  FUNDS: 'wallet too low',
  PRICE: 'price above budget',
};
const statusWords: Record<PlanOverview['status'], string> = { ACTIVE: 'Active', PAUSED: 'Paused', CANCELLED: 'Cancelled', COMPLETED: 'Completed' };

/** A plan's status, and why it is paused. */
export const PlanStatus = ({ plan }: { plan: PlanOverview }) => (
  <>
    <BadgeChip tone={tones[plan.status]}>{statusWords[plan.status]}</BadgeChip>
    {plan.pausedReason && <Muted>{pauseWords[plan.pausedReason]}</Muted>}
  </>
);

/** A plan's budget: a sum a month, or the rest of the year's emissions. */
export const Budget = ({ cents }: { cents: number | null }) =>
  cents === null ? <>Rest of the year</> : <Figure>{formatUsd(centsToUsd(cents))} a month</Figure>;

/** A plan's last charge: the month and when, or never. */
export const LastCharge = ({ plan }: { plan: PlanOverview }) =>
  plan.lastMonth && plan.lastRunAt ? (
    <>
      {plan.lastMonth}
      <Muted>{formatDateTime(plan.lastRunAt)}</Muted>
    </>
  ) : (
    <>Never charged</>
  );
