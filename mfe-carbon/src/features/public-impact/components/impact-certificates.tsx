import { sampleRetirementLabel } from '@commons/shared/domain';
import type { PublicCertificate } from '@commons/shared/schemas';
import { BadgeChip } from '@commons/shared/ui-kit';
import { Link } from '@commons/shared/navigation';
import styled from 'styled-components';
import { tonnes } from './impact-years';

const List = styled.ul`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: 18px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 { margin: 0 0 10px; font-size: 1.05rem; overflow-wrap: anywhere; }
  h3 + span { margin: -2px 0 12px; }
`;

/** Label beside value where there is room, label above value on a phone. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2px 16px;
  margin: 0 0 12px;
  dt { font-size: 0.85rem; font-weight: 600; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0 0 8px; overflow-wrap: anywhere; }
  @media (min-width: 600px) {
    grid-template-columns: 10rem minmax(0, 1fr);
    dd { margin: 0 0 4px; }
  }
`;

const Serials = styled.dd`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  a { font-weight: 600; color: ${({ theme }) => theme.colors.primary}; }
`;

const retirementDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `12 tonnes CO2e (12 VCUs)`, as the certificate names the quantity. */
function quantityOf({ quantity, unit }: PublicCertificate): string {
  const retired = `${tonnes(quantity)} CO2e`;
  return unit === undefined ? retired : `${retired} (${quantity.toLocaleString('en-US')} ${unit}${quantity === 1 ? '' : 's'})`;
}

/** One retirement: what it retired and where to check it, here and in its registry. */
function Certificate({ certificate }: { certificate: PublicCertificate }) {
  const headingId = `certificate-${certificate.checkoutId}`;
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>{certificate.projectName}</h3>
      {certificate.sample && <BadgeChip tone="danger">{sampleRetirementLabel}</BadgeChip>}
      <Facts>
        <dt>Quantity</dt>
        <dd>{quantityOf(certificate)}</dd>
        <dt>Serial numbers</dt>
        <Serials>{certificate.serialRange}</Serials>
        <dt>Project</dt>
        <dd>
          {certificate.projectId}, {certificate.country}, vintage {certificate.vintage}
        </dd>
        <dt>Registry</dt>
        <dd>{certificate.registry}</dd>
        <dt>Retired</dt>
        <dd>{retirementDate.format(new Date(certificate.retiredAt))}</dd>
      </Facts>
      <Links>
        <Link to={`/verify/${certificate.checkoutId}`}>Verify this certificate</Link>
        {certificate.registryUrl && (
          <a href={certificate.registryUrl} target="_blank" rel="noopener noreferrer">
            {certificate.projectId} in the {certificate.registry} registry
          </a>
        )}
        {certificate.registryRetirementUrl && (
          <a href={certificate.registryRetirementUrl} target="_blank" rel="noopener noreferrer">
            These serial numbers in the {certificate.registry} registry
          </a>
        )}
      </Links>
    </Item>
  );
}

/** Each retirement (certificate) of the account, newest first. */
export function ImpactCertificates({ certificates }: { certificates: PublicCertificate[] }) {
  return (
    <List>
      {certificates.map((certificate) => (
        <Certificate key={certificate.checkoutId} certificate={certificate} />
      ))}
    </List>
  );
}
