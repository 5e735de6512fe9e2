import { Stack, Stepper } from '@commons/shared/ui';
import { useState } from 'react';
import { SectionTitle } from '../../../components/section-title';
import { CarbonCreditsTable } from '../../carbon-credits/components/carbon-credits-table';
import { FamilyMembersStep } from '../../family-members/components/family-members-step';
import { OperationalDataStep } from '../../operational-data/components/operational-data-step';

/** The Wizard's steps, in order (PRODUCT_SPEC section 2). */
export const wizardSteps = ['Family Members', 'Operational Data', 'Carbon Credit'] as const;

/** The spec starts the Wizard on its second step: most visits record a year, not the family. */
const firstShownStep = 1;

/**
 * The three-step Wizard: family members, a year's operational data with its estimate, and the
 * carbon-credit checkout of the recorded years (the same table as Carbon Credits).
 */
export function Wizard() {
  const [step, setStep] = useState(firstShownStep);
  return (
    <>
      <Stepper label="Wizard steps" steps={wizardSteps} current={step} onSelect={setStep} />
      {step === 0 && <FamilyMembersStep />}
      {step === 1 && <OperationalDataStep />}
      {step === 2 && (
        <Stack>
          <SectionTitle>Carbon Credit</SectionTitle>
          <CarbonCreditsTable />
        </Stack>
      )}
    </>
  );
}
