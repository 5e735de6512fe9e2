import {
  electricityKgPerKwh,
  factorSetsByVersion,
  milesPerVehicle,
  tonnesPerPerson,
  vehicleKgPerMile,
  waterKgPerGallon,
} from '@commons/shared/domain';
import { Link } from '@commons/shared/navigation';
import { Card, Page, PageTitle, Stack } from '@commons/shared/ui';
import styled from 'styled-components';
import { BuildLabel } from '../components/build-label';
import { FactorSetSection } from '../features/methodology/components/factor-set-section';

const Prose = styled.div`
  line-height: 1.6;
  max-width: 72ch;
  h2 { font-size: 1.25rem; margin: 8px 0; }
  p, ul { margin: 0 0 12px; }
`;

const factorSets = factorSetsByVersion().all();

/**
 * The public methodology page (docs/methodology.md): what the contract's estimate counts, what the
 * detailed estimate counts, and every factor of every factor set with its source, year and licence.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function MethodologyPage() {
  const newest = factorSets.at(-1)?.version;
  return (
    <Page>
      <PageTitle>Footprint Methodology</PageTitle>
      <Stack $gap={24}>
        <Card aria-label="Two estimates">
          <Prose>
            <h2>Two estimates of your year</h2>
            <p>
              <strong>Emissions (mt)</strong> is the estimate every purchase, monthly offset and badge uses. It is
              computed by the site's own formula: {electricityKgPerKwh} kg CO2e per kWh, {waterKgPerGallon} kg per
              gallon of water, {vehicleKgPerMile} kg per mile for {milesPerVehicle.toLocaleString('en-US')} miles per
              vehicle, {tonnesPerPerson} t for you and each family member. The total is rounded up to whole months,
              a multiple of 12 tonnes, so that a monthly offset retires whole tonnes.
            </p>
            <p>
              <strong>The detailed estimate</strong> explains the same year from published factors: the electricity
              you used at the grid intensity of your profile's country, the car miles you drove, the electricity
              that supplied your water, and the people in your household. It is shown beside Emissions (mt) in the{' '}
              <Link to="/wizard">wizard</Link> for information; nothing is charged by it.
            </p>
            <p>
              Grid intensities: Ember's yearly electricity data, published under CC BY 4.0, in the copy the CO2.js
              library (Green Web Foundation) ships, whose README states CC BY-SA 4.0 for it. EPA figures are works of
              the US government, in the public domain.
            </p>
            <p>
              Factors come in versioned sets. A year you record keeps the set, country and family of the day you
              saved it, so a newer set never changes a past record. A country without a grid figure, or a profile
              without a country, uses the world average, and the estimate says so.
            </p>
          </Prose>
        </Card>
        <Card aria-label="Factor sets">
          <Stack $gap={32}>
            {[...factorSets].reverse().map((set) => (
              <FactorSetSection key={set.version} set={set} current={set.version === newest} />
            ))}
          </Stack>
        </Card>
      </Stack>
      <BuildLabel />
    </Page>
  );
}
