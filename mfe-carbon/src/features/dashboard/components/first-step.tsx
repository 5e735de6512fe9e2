import { ButtonLink, Card } from '@commons/shared/ui';
import styled from 'styled-components';

const Panel = styled(Card)`
  h2 { margin: 0 0 8px; font-size: 1.2rem; }
  p { margin: 0 0 16px; max-width: 60ch; color: ${({ theme }) => theme.colors.muted}; }
`;

/**
 * What an account without any operational data sees instead of an empty chart: the
 * one step that fills the dashboard, and the way to it.
 */
export function FirstStep() {
  return (
    <Panel aria-labelledby="first-step-title">
      <h2 id="first-step-title">Start with your household's first year</h2>
      <p>
        Your chart appears once you have recorded a year. In the Wizard, enter your vehicles, car miles, electricity and
        water for a year: we estimate its emissions at once, and you can then offset them with carbon credits.
      </p>
      <ButtonLink to="/wizard">Record your first year in the Wizard</ButtonLink>
    </Panel>
  );
}
