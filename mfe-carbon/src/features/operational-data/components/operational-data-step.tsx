import { operationalDataYears } from '@commons/shared/domain';
import { Stack } from '@commons/shared/ui';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { SectionTitle } from '../../../components/section-title';
import { useFamilyMembers } from '../../family-members/api/get-family-members';
import { useSavedYears } from '../api/add-operational-data';
import { useOperationalData } from '../api/get-operational-data';
import { SavedNotice } from './saved-notice';
import { DetailedEstimateCard } from './detailed-estimate-card';
import { OperationalDataForm } from './operational-data-form';
import { SavedYearTable } from './saved-year-table';
import { YearSelect } from './year-select';

/**
 * The Wizard's second step: a year from 2023 to the previous one (the previous by default); a
 * saved year shows its record read-only, any other the form (docs/product-rules.md#screens). A year
 * just saved says so, with the way on to the checkout (`onContinue`).
 */
export function OperationalDataStep({ onContinue }: { onContinue?: () => void }) {
  const years = operationalDataYears(new Date());
  const [year, setYear] = useState(years[0] ?? new Date().getFullYear() - 1);
  const records = useOperationalData();
  const members = useFamilyMembers();
  const savedYears = useSavedYears();
  return (
    <section aria-labelledby="operational-data-title">
      <Stack>
        <SectionTitle id="operational-data-title">Operational Data</SectionTitle>
        <YearSelect years={years} value={year} onChange={setYear} />
        <QueryState query={records} what="Your records">
          {(list) => {
            const saved = list.find((record) => record.year === year);
            if (saved) {
              return (
                <>
                  {savedYears.includes(year) && <SavedNotice year={year} onContinue={onContinue} />}
                  <SavedYearTable record={saved} />
                  {saved.estimatedEmissions !== null && (
                    <DetailedEstimateCard estimate={saved.detailedEstimate} contractTonnes={saved.estimatedEmissions} />
                  )}
                </>
              );
            }
            return (
              <QueryState query={members} what="Your family members">
                {(family) => <OperationalDataForm key={year} year={year} familyMembers={family.length} />}
              </QueryState>
            );
          }}
        </QueryState>
      </Stack>
    </section>
  );
}
