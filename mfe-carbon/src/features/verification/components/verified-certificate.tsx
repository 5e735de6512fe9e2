import { describeFootprintPeriod, formatCount, sampleCertificateNotice } from '@commons/shared/domain';
import type { CertificateVerification } from '@commons/shared/schemas';
import { Card } from '@commons/shared/ui';
import styled from 'styled-components';
import { FactList } from '../../../components/fact-list';

const Panel = styled(Card)`
  max-width: 720px;
`;

const Verdict = styled.h2<{ $sample: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0 0 6px;
  font-size: 1.3rem;
  color: ${({ theme, $sample }) => ($sample ? theme.colors.danger : theme.colors.success)};
  svg { flex: none; }
`;

const Lead = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Serials = styled.dd`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
`;

const retirementDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The retirement date as the certificate prints it (`4 March 2025`, in UTC), so the two compare at a glance. */
const formatRetirementDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : retirementDate.format(date);
};

/** `1,200 tonnes CO2e (1,200 VCUs)`: the unit the PDF names; without it if the server names none. */
function quantityOf({ quantity, unit }: CertificateVerification): string {
  const tonnes = `${formatCount(quantity)} tonnes CO2e`;
  return unit === undefined ? tonnes : `${tonnes} (${formatCount(quantity)} ${unit}${quantity === 1 ? '' : 's'})`;
}

/** The footprint as the PDF names it, a plan's month with its share of the year. */
const footprintOf = ({ footprintYear: year, footprintMonth: month, yearTonnes, quantity }: CertificateVerification) =>
  describeFootprintPeriod({ year, month, share: yearTonnes === undefined ? undefined : { tonnes: quantity, yearTonnes } });

function WarningIcon() {
  return (
    <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M12 3l10 18H2z" strokeLinejoin="round" />
      <path d="M12 10v5M12 18v.5" />
    </svg>
  );
}

/** Where the registry shows the retired units; a sample's are in none, and it says so. */
function RegistryRecord({ certificate }: { certificate: CertificateVerification }) {
  if (certificate.sample) return <dd>None: sample units are recorded by no registry</dd>;
  if (certificate.registryRetirementUrl === undefined) return <dd>Ask {certificate.registry} for the serial numbers above</dd>;
  return (
    <dd>
      <a href={certificate.registryRetirementUrl} target="_blank" rel="noopener noreferrer">
        These serial numbers in the {certificate.registry} registry
      </a>
    </dd>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
      <circle cx="12" cy="12" r="10" />
      <path d="M7.5 12.5l3 3 6-6.5" />
    </svg>
  );
}

/**
 * A certificate that exists, and what it retired: exactly what the PDF states about the
 * retirement, and nothing about the account that bought it. A sample is never called genuine
 * (docs/product-rules.md#sample-retirements).
 */
export function VerifiedCertificate({ certificate }: { certificate: CertificateVerification }) {
  return (
    <Panel aria-labelledby="verification-verdict">
      <Verdict id="verification-verdict" $sample={certificate.sample}>
        {certificate.sample ? <WarningIcon /> : <CheckIcon />}
        {certificate.sample ? sampleCertificateNotice : 'This certificate is genuine'}
      </Verdict>
      <Lead>
        {certificate.sample
          ? `Certificate ${certificate.checkoutId} was issued by Carbon Commons for sample credits (a sample project, or paid with sandbox test money): no registry recorded this retirement and it offsets nothing.`
          : `Certificate ${certificate.checkoutId} records this voluntary retirement of carbon credits.`}
      </Lead>
      {/* The PDF's own labels and order, so the visitor can hold one beside the other. */}
      <FactList $labelWidth="12rem">
        <dt>Beneficiary</dt>
        <dd>{certificate.beneficiary}</dd>
        <dt>Quantity</dt>
        <dd>{quantityOf(certificate)}</dd>
        <dt>Footprint offset</dt>
        <dd>{footprintOf(certificate)}</dd>
        <dt>Project</dt>
        <dd>{certificate.projectName}</dd>
        <dt>Project ID</dt>
        <dd>{certificate.projectId}</dd>
        <dt>Registry</dt>
        <dd>{certificate.registry}</dd>
        <dt>Country</dt>
        <dd>{certificate.country}</dd>
        <dt>Vintage</dt>
        <dd>{certificate.vintage}</dd>
        <dt>Serial numbers</dt>
        <Serials>{certificate.serialRange}</Serials>
        <dt>Retirement date</dt>
        <dd>{formatRetirementDate(certificate.retiredAt)}</dd>
        <dt>Registry record</dt>
        <RegistryRecord certificate={certificate} />
      </FactList>
    </Panel>
  );
}
