import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Stepper } from './stepper';
import { withTheme } from '../testing/with-theme';

function Screen() {
  const [current, setCurrent] = useState(1);
  return <Stepper label="Wizard steps" steps={['Family Members', 'Operational Data', 'Carbon Credit']} current={current} onSelect={setCurrent} />;
}

describe('Stepper', () => {
  it('should number the steps and mark the current one', () => {
    render(<Screen />, { wrapper: withTheme });
    const steps = within(screen.getByRole('navigation', { name: 'Wizard steps' })).getAllByRole('button');
    expect(steps.map((step) => step.textContent)).toEqual(['1Step 1: Family Members', '2Step 2: Operational Data', '3Step 3: Carbon Credit']);
    expect(screen.getByRole('button', { name: 'Step 2: Operational Data' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Step 1: Family Members' })).not.toHaveAttribute('aria-current');
  });

  it('should move to the step chosen', async () => {
    render(<Screen />, { wrapper: withTheme });
    await userEvent.click(screen.getByRole('button', { name: 'Step 3: Carbon Credit' }));
    expect(screen.getByRole('button', { name: 'Step 3: Carbon Credit' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Step 2: Operational Data' })).not.toHaveAttribute('aria-current');
  });
});
