import { formatDateTime, sampleRetirementLabel } from '@commons/shared/domain';
import { useOpenCertificate } from '@commons/shared/query';
import type { OperationalData } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import { Modal, BadgeChip } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { formatTonnes } from './purchase-figures';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
`;

/**
 * The certificates of a year's retirements (its checkout, then each monthly offset), newest
 * first; a sample says so (docs/product-rules.md#sample-retirements).
 */
export function CertificatesDialog({ record, onClose }: { record: OperationalData; onClose: () => void }) {
  const certificate = useOpenCertificate();
  return (
    <Modal title={`Certificates of ${record.year}`} description="Each retirement has its own PDF certificate." onClose={onClose}>
      <List>
        {record.retirements.map((retirement) => (
          <li key={retirement.checkoutId}>
            <span>
              {formatTonnes(retirement.quantity)} on {formatDateTime(retirement.retiredAt)}{' '}
              {retirement.sample && <BadgeChip tone="danger">{sampleRetirementLabel}</BadgeChip>}
            </span>
            <Button
              variant="ghost"
              busy={certificate.isPending}
              aria-label={`View certificate of checkout ${retirement.checkoutId}`}
              onClick={() => certificate.open(retirement.checkoutId)}
            >
              View Certificate
            </Button>
          </li>
        ))}
      </List>
    </Modal>
  );
}
