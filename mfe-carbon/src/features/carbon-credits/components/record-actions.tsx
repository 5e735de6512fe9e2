import { carbonActionFor } from '@commons/shared/domain';
import type { OperationalData } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  gap: 8px;
  white-space: nowrap;
`;

/** What a row's buttons open. */
export type RecordDialog = 'checkout' | 'offset' | 'certificates';

/**
 * The Action cell: Checkout or Offset as the shared rule decides
 * (docs/product-rules.md#states-and-transitions), and Certificates once the year has retired
 * anything. A year with an open monthly plan offers neither: the plan offsets it month by month,
 * and the server refuses both meanwhile.
 */
export function RecordActions({
  record,
  planned = false,
  onOpen,
}: {
  record: OperationalData;
  planned?: boolean;
  onOpen: (dialog: RecordDialog) => void;
}) {
  const action = planned ? null : carbonActionFor(record, new Date());
  return (
    <Actions>
      {action === 'checkout' && <Button onClick={() => onOpen('checkout')}>Checkout</Button>}
      {action === 'offset' && <Button onClick={() => onOpen('offset')}>Offset</Button>}
      {record.retirements.length > 0 && (
        <Button variant="secondary" onClick={() => onOpen('certificates')}>
          Certificates
        </Button>
      )}
      {action === null && record.retirements.length === 0 && '-'}
    </Actions>
  );
}
