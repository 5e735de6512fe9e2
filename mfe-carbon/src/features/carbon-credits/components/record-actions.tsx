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
 * The Action cell: Checkout or Offset as the shared rule decides (PRODUCT_SPEC section 4), and
 * Certificates once the year has retired anything.
 */
export function RecordActions({ record, onOpen }: { record: OperationalData; onOpen: (dialog: RecordDialog) => void }) {
  const action = carbonActionFor(record, new Date());
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
