import { memberBeneficiaryLabel, type PublicBeneficiaryChoice } from '@commons/shared/domain';
import type { PublicBeneficiary } from '@commons/shared/schemas';
import { Button, LoadFailed, Spinner, Stack } from '@commons/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Note, Panel, PanelText, PanelTitle } from '../../profile/components/form-layout';
import { usePublicBeneficiary, useSaveBeneficiary } from '../api/public-page';

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: 8px;
  legend { font-weight: 600; margin-bottom: 8px; }
  label { display: flex; gap: 10px; align-items: center; cursor: pointer; }
  input { width: 18px; height: 18px; margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

const options: ReadonlyArray<{ value: PublicBeneficiaryChoice; label: string }> = [
  { value: 'MEMBER', label: `\u201c${memberBeneficiaryLabel}\u201d (no name)` },
  { value: 'DISPLAY_NAME', label: "My public page's display name" },
  { value: 'FULL_NAME', label: 'My full name' },
];

/**
 * The choice follows the saved one until the owner picks another, so a save in another tab (read
 * again when this one is focused) shows here too instead of leaving a stale choice to save.
 */
function BeneficiaryForm({ current }: { current: PublicBeneficiary }) {
  const [picked, setPicked] = useState<PublicBeneficiaryChoice | null>(null);
  const shown = picked ?? current.shown;
  const save = useSaveBeneficiary();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.send({ shown }, { onSuccess: () => setPicked(null) });
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Name on public certificates">
      <Stack>
        <PanelText>
          Anyone holding one of your certificates can open its verification page. Choose the name it shows; the PDF you
          download always prints your full name.
        </PanelText>
        <Choices>
          <legend>Name on your certificates&apos; verification page</legend>
          {options.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="public-beneficiary"
                value={option.value}
                checked={shown === option.value}
                onChange={() => setPicked(option.value)}
              />
              {option.label}
            </label>
          ))}
        </Choices>
        <Note role="status">
          Your certificates&rsquo; public pages name &ldquo;{current.shownAs}&rdquo;.
        </Note>
        {save.error && <Note role="alert">{save.error.message}</Note>}
        <div>
          <Button type="submit" busy={save.busy} disabled={shown === current.shown}>
            Save
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * Whom the public views of the owner's certificates name (docs/product-rules.md#the-public-impact-page):
 * no name unless the owner chooses one, beside the public page whose display name it may show.
 */
export function BeneficiaryPanel() {
  const current = usePublicBeneficiary();
  return (
    <Panel aria-labelledby="public-beneficiary-title">
      <PanelTitle id="public-beneficiary-title">Name on public certificates</PanelTitle>
      {current.isPending && <Spinner label="Loading the name your certificates show" />}
      {current.isError && <LoadFailed onRetry={() => void current.refetch()}>The name your certificates show could not be loaded.</LoadFailed>}
      {current.isSuccess && <BeneficiaryForm current={current.data} />}
    </Panel>
  );
}
