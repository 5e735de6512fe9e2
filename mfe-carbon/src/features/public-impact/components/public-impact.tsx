import { isApiError, publicImpactImagePath } from '@commons/shared/api';
import { Button, Card, Spinner } from '@commons/shared/ui';
import styled from 'styled-components';
import { usePublicImpact } from '../api/get-public-impact';
import { ImpactCertificates } from './impact-certificates';
import { ImpactNotFound } from './impact-not-found';
import { ImpactYears, tonnes } from './impact-years';

const Failure = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  max-width: 720px;
  p { margin: 0; }
`;

const Sections = styled.div`
  display: grid;
  gap: 28px;
  max-width: 860px;
  h2 { margin: 0 0 12px; font-size: 1.2rem; }
  section > p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const Lead = styled.p`
  margin: 0;
  font-size: 1.15rem;
  overflow-wrap: anywhere;
  strong { color: ${({ theme }) => theme.colors.primary}; }
`;

const SampleNote = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Share = styled.p`
  margin: 0;
  a { font-weight: 600; color: ${({ theme }) => theme.colors.primary}; }
`;

/** The API's answer to a handle it shows no page for: unknown, turned off, or not a handle at all. */
const isNoPage = (error: Error) => isApiError(error) && (error.status === 404 || error.status === 400);

/** What `/u/<handle>` shows: the display name, tonnes retired per year and each certificate. */
export function PublicImpact({ handle }: { handle: string }) {
  const impact = usePublicImpact(handle);
  if (impact.isPending) return <Spinner label="Loading the impact page" fill />;
  if (impact.isError) {
    if (isNoPage(impact.error)) return <ImpactNotFound handle={handle} />;
    return (
      <Failure role="alert">
        <p>This impact page could not be loaded just now.</p>
        <Button variant="secondary" onClick={() => void impact.refetch()}>
          Try Again
        </Button>
      </Failure>
    );
  }
  const { displayName, totalTonnes, sampleTonnes, years, certificates } = impact.data;
  return (
    <Sections>
      <div>
        <Lead>
          {displayName} has retired <strong>{tonnes(totalTonnes)} of CO2e</strong> in certified carbon credits through Carbon
          Commons.
        </Lead>
        {/* Sample tonnes are said plainly (docs/product-rules.md#sample-retirements). */}
        {sampleTonnes > 0 && (
          <SampleNote>
            {sampleTonnes === totalTonnes ? 'All of them' : `Of these, ${tonnes(sampleTonnes)}`} are sample credits, not real retirements.
          </SampleNote>
        )}
      </div>
      <section aria-labelledby="impact-years">
        <h2 id="impact-years">Per year</h2>
        {years.length > 0 ? <ImpactYears years={years} /> : <p>No credits retired yet.</p>}
      </section>
      {certificates.length > 0 && (
        <section aria-labelledby="impact-certificates">
          <h2 id="impact-certificates">Certificates</h2>
          <ImpactCertificates certificates={certificates} />
        </section>
      )}
      <Share>
        <a href={publicImpactImagePath(impact.data.handle)} target="_blank" rel="noopener noreferrer">
          Share image (PNG)
        </a>
      </Share>
    </Sections>
  );
}
