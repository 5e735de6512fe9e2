import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './select';
import { withTheme } from '../testing/with-theme';

describe('Select', () => {
  it('should tie the label to the select and announce the error', () => {
    render(<Select label="Country" placeholder="Select a country" options={['Norway']} error="required" />, {
      wrapper: withTheme,
    });
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('required');
  });

  it('should offer the placeholder as an empty choice, then the options', async () => {
    const onChange = vi.fn();
    render(<Select label="Country" placeholder="Select a country" options={['Norway', 'Sweden']} onChange={onChange} />, {
      wrapper: withTheme,
    });
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(screen.getAllByRole('option').map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['Select a country', ''],
      ['Norway', 'Norway'],
      ['Sweden', 'Sweden'],
    ]);
    expect(select).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(select, 'Sweden');
    expect(select).toHaveValue('Sweden');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
