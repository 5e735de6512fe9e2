import type { Plan } from '@commons/shared/schemas';
import { missing } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { PlanButtons, type PlanDialog } from './plan-buttons';
import { PlanSummary } from './plan-summary';

/**
 * Wide enough for the plan's summary in a few lines at desktop widths; the table still turns
 * to cards when its columns cannot fit (shared Table).
 */
const Cell = styled.div`
  min-width: 11rem;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`;

/** A button's word never breaks in two (the column is as narrow as the table needs it to be). */
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  white-space: nowrap;
`;

/** A row's monthly plan, on Carbon Credits (the wizard's step 3 shows none). */
export interface RowPlan {
  /** The record's ACTIVE or PAUSED plan. */
  open: Plan | undefined;
  /** Whether Start Plan is offered. */
  canStart: boolean;
}

/**
 * The Monthly Plan cell (docs/jobs.md#monthly-plans): the open plan and its buttons together, so
 * the Action cell keeps the contract's purchase buttons as they were
 * (docs/product-rules.md#states-and-transitions); a dash when the year can have no plan.
 */
export function PlanCell({ plan, onOpen }: { plan: RowPlan; onOpen: (dialog: PlanDialog) => void }) {
  if (!plan.open && !plan.canStart) return missing;
  return (
    <Cell>
      {plan.open && <PlanSummary plan={plan.open} />}
      <Buttons>
        <PlanButtons plan={plan.open} canStart={plan.canStart} onOpen={onOpen} />
      </Buttons>
    </Cell>
  );
}
