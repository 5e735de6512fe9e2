import { sampleRetirementLabel } from '@commons/shared/domain';
import type { CheckoutRecord } from '@commons/shared/schemas';
import { BadgeChip } from '@commons/shared/ui-kit';
import styled from 'styled-components';

const Note = styled.span`
  display: block;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Proof = styled.span`
  display: block;
  margin-top: 4px;
  font-size: 0.8rem;
  a { font-weight: 600; color: ${({ theme }) => theme.colors.primary}; }
  /* A phone's card gives the chip half the width: it wraps rather than being cut off. */
  span { white-space: normal; }
`;

/**
 * The year the credits offset and the project they came from, with what proves them: a sample
 * says so (docs/product-rules.md#sample-retirements), a real one links to its units in the registry.
 */
export function RetiredCell({ record }: { record: CheckoutRecord }) {
  if (record.year === null && record.projectName === null) return <>-</>;
  return (
    <>
      {record.year ?? '-'}
      {record.projectName && <Note>{record.projectName}</Note>}
      {record.sample && (
        <Proof>
          <BadgeChip tone="danger">{sampleRetirementLabel}</BadgeChip>
        </Proof>
      )}
      {record.registryRetirementUrl && (
        <Proof>
          <a href={record.registryRetirementUrl} target="_blank" rel="noopener noreferrer">
            Registry record
          </a>
        </Proof>
      )}
    </>
  );
}
