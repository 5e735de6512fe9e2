import { useLocation, useNavigate } from '@commons/shared/navigation';
import { Stack } from '@commons/shared/ui';
import { Stepper } from '@commons/shared/ui-kit';
import { SectionTitle } from '../../../components/section-title';
import { CarbonCreditsTable } from '../../carbon-credits/components/carbon-credits-table';
import { FamilyMembersStep } from '../../family-members/components/family-members-step';
import { OperationalDataStep } from '../../operational-data/components/operational-data-step';
import { stepAddress, stepFromSearch, wizardSteps } from './wizard-step';

/**
 * The three-step Wizard: family members, a year's operational data with its estimate, and the
 * carbon-credit checkout of the recorded years (the same table as Carbon Credits). The step is
 * in the address and each change is a history entry, so Back returns to the previous step and a
 * reload stays on the step shown.
 */
export function Wizard() {
  const location = useLocation();
  const navigate = useNavigate();
  const step = stepFromSearch(location.search);
  const select = (index: number) => {
    if (index !== step) navigate(stepAddress(location.pathname, location.search, index));
  };
  return (
    <>
      <Stepper label="Wizard steps" steps={wizardSteps} current={step} onSelect={select} />
      {step === 0 && <FamilyMembersStep />}
      {step === 1 && <OperationalDataStep onContinue={() => select(2)} />}
      {step === 2 && (
        <Stack>
          <SectionTitle>Carbon Credit</SectionTitle>
          <CarbonCreditsTable />
        </Stack>
      )}
    </>
  );
}
