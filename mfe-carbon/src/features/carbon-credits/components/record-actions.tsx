import { carbonActionFor } from '@commons/shared/domain';
import type { OperationalData, Plan } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import styled from 'styled-components';
import { PlanButtons, type PlanDialog } from './plan-buttons';

const Actions = styled.div`
  display: flex;
  gap: 8px;
  white-space: nowrap;
`;

/** What a row's buttons open. */
export type RecordDialog = 'checkout' | 'offset' | 'certificates' | PlanDialog;

/** A row's monthly plan, on Carbon Credits (the wizard's step 3 shows none). */
export interface RowPlan {
  /** The record's ACTIVE or PAUSED plan. */
  open: Plan | undefined;
  /** Whether Start Plan is offered. */
  canStart: boolean;
}

/**
 * The Action cell: Checkout or Offset as the shared rule decides (PRODUCT_SPEC section 4),
 * Certificates once the year has retired anything, and on Carbon Credits the plan's buttons.
 */
export function RecordActions({ record, plan, onOpen }: {
  record: OperationalData;
  plan?: RowPlan | undefined;
  onOpen: (dialog: RecordDialog) => void;
}) {
  const action = carbonActionFor(record, new Date());
  const planButtons = plan !== undefined && (plan.open !== undefined || plan.canStart);
  return (
    <Actions>
      {action === 'checkout' && <Button onClick={() => onOpen('checkout')}>Checkout</Button>}
      {action === 'offset' && <Button onClick={() => onOpen('offset')}>Offset</Button>}
      {record.retirements.length > 0 && (
        <Button variant="secondary" onClick={() => onOpen('certificates')}>
          Certificates
        </Button>
      )}
      {planButtons && <PlanButtons plan={plan.open} canStart={plan.canStart} onOpen={onOpen} />}
      {action === null && record.retirements.length === 0 && !planButtons && '-'}
    </Actions>
  );
}
