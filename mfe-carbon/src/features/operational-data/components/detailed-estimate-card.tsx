import type { DetailedEstimate, FootprintLine } from '@commons/shared/domain';
import { Link } from '@commons/shared/navigation';
import styled from 'styled-components';

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  padding: 16px;
  font-size: 0.9rem;
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  h3 { margin: 0; font-size: 1rem; }
  strong { font-size: 1.15rem; white-space: nowrap; }
`;

const Purpose = styled.p`
  margin: 6px 0 12px;
  color: ${({ theme }) => theme.colors.muted};
  line-height: 1.45;
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: 8px 0; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const LineHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  font-weight: 600;
`;

const Detail = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.82rem;
  line-height: 1.4;
  overflow-wrap: anywhere;
  a { color: inherit; }
`;

// Formatters made once: the card draws again on every keystroke.
const tonnesFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amountFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 5 });
const tonnes = (value: number) => `${tonnesFormat.format(value)} t`;
const amount = (value: number) => amountFormat.format(value);

/** "10,000 kWh x 383.55 g CO2/kWh", then where the factor comes from, linked to its source. */
function LineDetail({ line }: { line: FootprintLine }) {
  const { source } = line;
  return (
    <Detail>
      {amount(line.quantity)} {line.unit} × {amount(line.factor)} {line.factorUnit}
      {line.key === 'electricity' && ` · ${line.note}`}
      {' · '}
      <a href={source.url} title={source.name} target="_blank" rel="noreferrer">
        {source.publisher} {source.year}
      </a>
      {source.licence.startsWith('CC') && ` (${source.licence})`}
    </Detail>
  );
}

/**
 * The detailed estimate from published factors beside the contract's figure (docs/methodology.md),
 * saying plainly which one the purchase uses.
 */
export function DetailedEstimateCard({ estimate, contractTonnes }: { estimate: DetailedEstimate; contractTonnes: number }) {
  return (
    <Panel aria-labelledby="detailed-estimate-title">
      <Head>
        <h3 id="detailed-estimate-title">Detailed estimate</h3>
        <strong aria-label={`Detailed estimate total ${tonnes(estimate.totalTonnes)}`}>{tonnes(estimate.totalTonnes)}</strong>
      </Head>
      <Purpose>
        From published factors, for information. Your purchase uses Emissions (mt): {contractTonnes} t.{' '}
        <Link to="/methodology">How both are worked out</Link>
      </Purpose>
      <Lines aria-label="Lines of the detailed estimate">
        {estimate.lines.map((line) => (
          <li key={line.key}>
            <LineHead>
              <span>{line.label}</span>
              <span>{tonnes(line.tonnes)}</span>
            </LineHead>
            <LineDetail line={line} />
          </li>
        ))}
      </Lines>
    </Panel>
  );
}
