import { render, screen } from '@testing-library/react';
import { withTheme } from '../testing/with-theme';
import { Select } from '@commons/shared/ui-kit';
import { TextField } from './text-field';

describe('Field', () => {
  it('should describe a text field by its hint, then by its error too', () => {
    const { rerender } = render(<TextField label="Amount (USD)" hint="Available balance: $100.00" />, { wrapper: withTheme });
    const input = screen.getByLabelText('Amount (USD)');
    expect(input).toHaveAccessibleDescription('Available balance: $100.00');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(<TextField label="Amount (USD)" hint="Available balance: $100.00" error="required" />);
    expect(input).toHaveAccessibleDescription('Available balance: $100.00 required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('should give a select the same chrome', () => {
    render(<Select label="Country" placeholder="Select a country" options={['Norway']} hint="Where you live" error="required" disabled />, {
      wrapper: withTheme,
    });
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAccessibleDescription('Where you live required');
    expect(select).toBeDisabled();
  });
});
